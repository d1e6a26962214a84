import type { FavoriteEntry } from '@konak/domain/api/favorites/list-favorites';
import { LocalizedLink } from '../../../components/localized-link';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { useTranslation } from '../../../i18n/i18n-context';
import { formatEuro } from '../../../lib/format';

/** What a card shows of an apartment or a tour. */
function cardFacts(entry: FavoriteEntry) {
  if (entry.type === 'apartments') {
    const { apartment } = entry;
    return {
      id: apartment.id,
      title: apartment.title,
      href: `/apartment/${encodeURIComponent(apartment.slug)}`,
      place: [apartment.neighborhood, apartment.district, apartment.city].filter(Boolean).join(', '),
      cover: apartment.images[0],
      price: apartment.basePrice,
      unit: 'perNight' as const,
    };
  }
  const { tour } = entry;
  return {
    id: tour.id,
    title: tour.title,
    href: `/tour/${encodeURIComponent(tour.id)}`,
    place: tour.meetingPoint,
    cover: tour.images[0],
    price: tour.price,
    unit: 'perPerson' as const,
  };
}

/** A saved apartment or tour: picture, title linking to its page, place, price and the way to remove it. */
export function FavoriteCard({
  entry,
  removing,
  onRemove,
}: {
  entry: FavoriteEntry;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t, language } = useTranslation('account');
  const facts = cardFacts(entry);
  const titleId = `favorite-${entry.type}-${facts.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="favorite-card"
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="aspect-[4/3] bg-stone-100">
        {facts.cover && (
          <ResponsivePicture
            image={facts.cover}
            sizes="(min-width: 640px) 28rem, 100vw"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 id={titleId} className="text-lg leading-snug font-semibold text-stone-900">
          <LocalizedLink
            to={facts.href}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-brand-700"
          >
            {facts.title}
          </LocalizedLink>
        </h3>
        {facts.place && <p className="text-sm text-stone-700">{facts.place}</p>}
        <p className="text-stone-800">
          {t(`favorites.${facts.unit}`, { price: formatEuro(facts.price, language) })}
        </p>
        <div className="mt-auto pt-3">
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-describedby={titleId}
            data-testid="favorite-remove"
            className="relative z-10 inline-flex min-h-11 items-center rounded-xl border border-stone-300 px-4 font-semibold text-stone-800 hover:border-red-300 hover:bg-red-50 hover:text-red-800 disabled:opacity-60"
          >
            {t(removing ? 'favorites.removing' : 'favorites.remove')}
          </button>
        </div>
      </div>
    </article>
  );
}
