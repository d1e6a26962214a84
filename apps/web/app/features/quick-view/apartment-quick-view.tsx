import type { ApartmentCardData } from '@konak/domain/catalogue/result-cards';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { ImageGallery } from '../../components/image-gallery/image-gallery';
import { ModalDescription, ModalTitle } from '../../components/modal/modal-frame';
import { useTranslation } from '../../i18n/i18n-context';
import { AmenitySummary } from './amenity-summary';
import { ExpandableDescription } from './expandable-description';
import { FavouriteButton, QuickViewActions } from './quick-view-actions';
import { QuickViewColumns } from './quick-view-columns';
import { quickViewPaths } from './quick-view-links';
import { StayPriceSummary } from './stay-price-summary';
import { useApartmentDetail } from './use-listing-detail';
import { useStayPrice } from './use-stay-price';

export function ApartmentQuickView({
  apartment,
  search,
  close,
}: {
  apartment: ApartmentCardData;
  search: StaySearch;
  close: () => void;
}) {
  const { t } = useTranslation('quick-view');
  const price = useStayPrice(apartment, search);
  const { images, description, amenities } = useApartmentDetail(apartment);
  const place = [apartment.neighborhood, apartment.district, apartment.city].filter(Boolean).join(', ');
  return (
    <QuickViewColumns
      gallery={
        <ImageGallery
          images={images}
          label={t('galleryLabel', { title: apartment.title })}
          sizes="(min-width: 768px) 28rem, 100vw"
          gridClassName="grid-cols-3"
        />
      }
    >
      <div>
        <ModalTitle>{apartment.title}</ModalTitle>
        <ModalDescription>{place}</ModalDescription>
      </div>
      <ul aria-label={t('facts.label')} className="flex flex-wrap gap-x-4 gap-y-1 text-stone-700">
        <li>{t('facts.guests', { count: apartment.maxCapacity })}</li>
        <li>{apartment.rooms > 0 ? t('facts.rooms', { count: apartment.rooms }) : t('facts.studio')}</li>
        <li>{t('facts.bathrooms', { count: apartment.bathrooms })}</li>
        <li>{t('facts.size', { size: apartment.size })}</li>
      </ul>
      <AmenitySummary amenities={amenities} />
      {description !== undefined && <ExpandableDescription text={description} />}
      <StayPriceSummary state={price} basePrice={apartment.basePrice} />
      <div className="flex items-start gap-2">
        <FavouriteButton item={{ type: 'apartments', id: apartment.id }} />
        <div className="flex-1">
          <QuickViewActions
            title={apartment.title}
            paths={quickViewPaths({ type: 'apartment', apartment }, search)}
            close={close}
          />
        </div>
      </div>
    </QuickViewColumns>
  );
}
