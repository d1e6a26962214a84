import type { ResponsiveImage } from '@konak/domain/catalogue/image-variants';
import type { ReactNode } from 'react';
import { FavoriteHeart } from '../../components/favorite-heart/favorite-heart';
import type { FavoriteItem } from '../../components/favorite-heart/favorite-store';
import { LocalizedLink } from '../../components/localized-link';
import { ResponsivePicture } from '../../components/responsive-picture';

/** Cards are a third of the row on wide screens, half on tablets, the full width on phones. */
const CARD_PICTURE_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw';

/**
 * A search result: its cover picture, the heart in the picture's corner and the facts under it; the article is
 * named by its title (`titleId`, given to the CardTitleLink inside).
 */
export function ResultCard({
  titleId,
  cover,
  priority,
  item,
  children,
}: {
  titleId: string;
  cover: ResponsiveImage | null;
  /** The first card on phones may be the largest picture in view. */
  priority?: boolean;
  item: FavoriteItem;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="aspect-[4/3] bg-stone-100">
        {cover && (
          <ResponsivePicture
            image={cover}
            sizes={CARD_PICTURE_SIZES}
            priority={priority}
            className="size-full object-cover"
          />
        )}
      </div>
      <CardHeart item={item} titleId={titleId} />
      <div className="flex flex-1 flex-col gap-2 p-4">{children}</div>
    </article>
  );
}

/** The heart in the picture's corner, named with the card's title. */
function CardHeart({ item, titleId }: { item: FavoriteItem; titleId: string }) {
  return (
    <FavoriteHeart item={item} variant="overlay" describedBy={titleId} className="absolute end-3 top-3" />
  );
}

/** The card's title, a link whose area covers the whole card (the heart and the quick view stay above it). */
export function CardTitleLink({ id, to, title }: { id: string; to: string; title: string }) {
  return (
    <h3 id={id} className="text-lg leading-snug font-semibold text-stone-900">
      <LocalizedLink
        to={to}
        className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-brand-700"
      >
        {title}
      </LocalizedLink>
    </h3>
  );
}
