import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import { LocalizedLink } from '../../components/localized-link';
import { NightPrices } from '../../components/night-prices';
import { useTranslation } from '../../i18n/i18n-context';
import { useListJoiner } from '../../i18n/use-list-joiner';
import { formatEuro, formatStayDate } from '../../lib/format';
import type { StayQuote } from './apartment-page.server';
import type { ListingSearch } from './listing-search';
import { apartmentReservationPath } from './reservation-path';

/** Breakdowns longer than a week start folded, so the total stays in view. */
const OPEN_BREAKDOWN_NIGHTS = 7;

function GuestsLine({ guests }: { guests: ListingSearch['guests'] }) {
  const { t } = useTranslation('listing');
  const joinList = useListJoiner();
  const parts = [
    guests.adults ? t('guests.adults', { count: guests.adults }) : null,
    guests.children ? t('guests.children', { count: guests.children }) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <p className="mt-3 text-stone-700">
      <span className="font-medium">{t('price.guests')}:</span> {joinList(parts)}
    </p>
  );
}

export function StayBreakdown({ price }: { price: StayPriceResult }) {
  const { t, language } = useTranslation('listing');
  const euro = (amount: number) => formatEuro(amount, language);
  const discount = Math.round((price.totalOriginalPrice - price.totalPrice) * 100) / 100;
  return (
    <div data-testid="price-breakdown">
      <p className="font-semibold text-stone-900">
        {t('price.stay', {
          checkIn: formatStayDate(price.checkIn, language),
          checkOut: formatStayDate(price.checkOut, language),
        })}{' '}
        <span className="font-normal text-stone-600">({t('price.nights', { count: price.nights })})</span>
      </p>
      <details open={price.nights <= OPEN_BREAKDOWN_NIGHTS} className="mt-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
          {t('price.breakdownTitle')}
        </summary>
        <NightPrices nights={price.breakdown} originalPriceLabel={t('price.originalPrice')} />
      </details>
      <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3">
        {price.hasDiscount && discount > 0 && (
          <div className="flex justify-between gap-4 text-green-800">
            <dt>{t('price.discount')}</dt>
            <dd>−{euro(discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 text-lg font-bold text-stone-900">
          <dt>{t('price.total')}</dt>
          <dd data-testid="stay-total">{euro(price.totalPrice)}</dd>
        </div>
      </dl>
    </div>
  );
}

export type PriceBoxProps = {
  apartmentId: string;
  basePrice: number;
  quote: StayQuote;
  guests: ListingSearch['guests'];
  searchQuery: string;
};

/** "From €X / night" without dates; with dates, the server's price for them or why they cannot be booked. */
export function PriceBox({ apartmentId, basePrice, quote, guests, searchQuery }: PriceBoxProps) {
  const { t, language } = useTranslation('listing');
  return (
    <section
      aria-labelledby="price-title"
      data-testid="price-box"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="price-title" className="sr-only">
        {t('price.title')}
      </h2>
      {quote.kind === 'priced' ? (
        <StayBreakdown price={quote.price} />
      ) : (
        <>
          <p className="text-stone-700">
            {t('price.from')}{' '}
            <strong className="text-2xl text-stone-900">{formatEuro(basePrice, language)}</strong>{' '}
            {t('price.perNight')}
          </p>
          <p className="mt-2 text-stone-700" role={quote.kind === 'unavailable' ? 'alert' : undefined}>
            {t(quote.kind === 'unavailable' ? 'price.unavailable' : 'price.chooseDates')}
          </p>
          <a
            href="#availability"
            className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-800 underline"
          >
            {t('price.chooseDatesButton')}
          </a>
        </>
      )}
      <p className="mt-3 text-sm font-medium text-stone-800">{t('price.included')}</p>
      <p className="text-sm text-stone-600">{t('price.extraServices')}</p>
      <GuestsLine guests={guests} />
      {quote.kind !== 'unavailable' && (
        <LocalizedLink
          to={apartmentReservationPath(apartmentId, searchQuery)}
          className="button-primary mt-4 w-full"
          data-testid="book-link"
        >
          {t('price.book')}
        </LocalizedLink>
      )}
    </section>
  );
}
