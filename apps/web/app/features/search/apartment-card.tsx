import { expandImage } from '@konak/domain/catalogue/image-variants';
import type { ApartmentCardData } from '@konak/domain/catalogue/result-cards';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { useTranslation } from '../../i18n/i18n-context';
import { formatEuro } from '../../lib/format';
import { CardTitleLink, ResultCard } from './card-parts';
import { QuickViewButton } from './quick-view-button';
import { PeopleIcon, PinIcon, RoomsIcon } from './search-icons';
import { searchQuery } from './search-params';

function StayPrice({ apartment }: { apartment: ApartmentCardData }) {
  const { t, language } = useTranslation('search');
  const euro = (amount: number) => formatEuro(amount, language);
  const { stay } = apartment;
  if (!stay) {
    return (
      <p className="text-stone-700">
        <span className="text-lg font-bold text-stone-900">{euro(apartment.basePrice)}</span>{' '}
        {t('card.perNightUnit')}
      </p>
    );
  }
  return (
    <div data-testid="stay-price">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-lg font-bold text-stone-900">{euro(stay.totalPrice)}</span>
        {stay.hasDiscount && stay.totalOriginalPrice > stay.totalPrice && (
          <s className="text-stone-600">
            <span className="sr-only">{t('card.originalTotal')}: </span>
            {euro(stay.totalOriginalPrice)}
          </s>
        )}
        <span className="text-stone-700">{t('card.totalForNights', { count: stay.nights })}</span>
      </p>
      <p className="text-sm text-stone-600">{t('card.perNight', { price: euro(stay.pricePerNight) })}</p>
    </div>
  );
}

/**
 * A result: cover picture, title linking to the apartment page with the search (so it prices the same stay),
 * place, size and the price of the stay (or the nightly price without dates). The title's link covers the card.
 */
export function ApartmentCard({
  apartment,
  search,
  priority = false,
}: {
  apartment: ApartmentCardData;
  search: StaySearch;
  /** The first card on phones may be the largest picture in view. */
  priority?: boolean;
}) {
  const { t } = useTranslation('search');
  const cover = apartment.cover && expandImage(apartment.cover);
  const place = [apartment.neighborhood, apartment.district].filter(Boolean).join(', ');
  const titleId = `apartment-${apartment.id}`;
  return (
    <ResultCard
      titleId={titleId}
      cover={cover}
      priority={priority}
      item={{ type: 'apartments', id: apartment.id }}
    >
      <CardTitleLink
        id={titleId}
        to={`/apartment/${encodeURIComponent(apartment.slug)}${searchQuery(search)}`}
        title={apartment.title}
      />
      {place && (
        <p className="flex items-center gap-1.5 text-sm text-stone-700">
          <PinIcon className="size-4 shrink-0 text-stone-500" />
          {place}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="flex items-center gap-1.5">
          <PeopleIcon className="size-4 text-stone-500" />
          {t('card.guests', { count: apartment.maxCapacity })}
        </span>
        <span className="flex items-center gap-1.5">
          <RoomsIcon className="size-4 text-stone-500" />
          {apartment.rooms > 0 ? t('card.rooms', { count: apartment.rooms }) : t('card.studio')}
        </span>
      </p>
      <div className="mt-auto flex items-end justify-between gap-3 pt-2">
        <StayPrice apartment={apartment} />
        <QuickViewButton item={{ type: 'apartment', apartment }} search={search} titleId={titleId} />
      </div>
    </ResultCard>
  );
}
