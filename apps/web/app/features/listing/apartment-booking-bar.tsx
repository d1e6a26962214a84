import { useTranslation } from '../../i18n/i18n-context';
import { formatEuro } from '../../lib/format';
import type { StayQuote } from './apartment-page.server';
import { BookingBar } from './booking-bar';
import { apartmentReservationPath } from './reservation-path';

type ApartmentBookingBarProps = {
  apartmentId: string;
  basePrice: number;
  /** The server's quote the price box shows too: the bar never prices a stay itself. */
  quote: StayQuote;
  searchQuery: string;
};

/** The apartment page's phone booking bar: the chosen stay's total, or "From €X / night" without bookable dates. */
export function ApartmentBookingBar({
  apartmentId,
  basePrice,
  quote,
  searchQuery,
}: ApartmentBookingBarProps) {
  const { t, language } = useTranslation('listing');
  const price =
    quote.kind === 'priced' ? (
      <>
        <strong className="block text-lg text-stone-900" data-testid="booking-bar-price">
          {formatEuro(quote.price.totalPrice, language)}
        </strong>
        <span className="text-sm">{t('price.nights', { count: quote.price.nights })}</span>
      </>
    ) : (
      <span data-testid="booking-bar-price">
        {t('price.from')}{' '}
        <strong className="text-lg text-stone-900">{formatEuro(basePrice, language)}</strong>{' '}
        {t('price.perNight')}
      </span>
    );
  return (
    <BookingBar
      label={t('bookingBar.apartment')}
      price={price}
      bookPath={quote.kind === 'unavailable' ? null : apartmentReservationPath(apartmentId, searchQuery)}
      bookText={t('price.book')}
    />
  );
}
