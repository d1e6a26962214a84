import { FavoriteHeart } from '../../components/favorite-heart/favorite-heart';
import type { FavoriteItem } from '../../components/favorite-heart/favorite-store';
import { LocalizedLink } from '../../components/localized-link';

/** The heart in the picture's corner, named with the card's title. */
export function CardHeart({ item, titleId }: { item: FavoriteItem; titleId: string }) {
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
