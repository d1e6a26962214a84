import type { ResponsiveImage } from '@konak/domain/catalogue/image-variants';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import type { FavoriteItem } from '../../components/favorite-heart/favorite-store';
import { ImageGallery } from '../../components/image-gallery/image-gallery';
import type { QuickViewProps } from '../../components/modal/quick-view-props';
import { useTranslation } from '../../i18n/i18n-context';
import { FavouriteButton, QuickViewActions } from './quick-view-actions';
import { quickViewPaths } from './quick-view-links';

/** The listing's pictures in the quick view's first column, thumbnails three to a row. */
export function QuickViewGallery({ images, title }: { images: readonly ResponsiveImage[]; title: string }) {
  const { t } = useTranslation('quick-view');
  return (
    <ImageGallery
      images={images}
      label={t('galleryLabel', { title })}
      sizes="(min-width: 768px) 28rem, 100vw"
      gridClassName="grid-cols-3"
    />
  );
}

/** The quick view's last row: the heart, then the ways on (details page, booking) and closing. */
export function QuickViewFooter({
  listing,
  search,
  close,
}: {
  listing: QuickViewProps['item'];
  search: StaySearch;
  close: () => void;
}) {
  const { favorite, title }: { favorite: FavoriteItem; title: string } =
    listing.type === 'apartment'
      ? { favorite: { type: 'apartments', id: listing.apartment.id }, title: listing.apartment.title }
      : { favorite: { type: 'tours', id: listing.tour.id }, title: listing.tour.title };
  return (
    <div className="flex items-start gap-2">
      <FavouriteButton item={favorite} />
      <div className="flex-1">
        <QuickViewActions title={title} paths={quickViewPaths(listing, search)} close={close} />
      </div>
    </div>
  );
}
