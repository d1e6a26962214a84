import { type ReactNode, useEffect } from 'react';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';
import { keepFocusClearOfBottomBars } from '../../lib/focus';

type BookingBarProps = {
  /** Its accessible name, e.g. "Book this apartment". */
  label: string;
  /** The price the page already shows: the stay's total, "From €X / night" or "€X per person". */
  price: ReactNode;
  /** The same reservation address as the page's main book button; none when the chosen dates cannot be booked. */
  bookPath: string | null;
  bookText: string;
};

/**
 * The phone's booking bar (decision 056): fixed to the bottom under 768 px, so the price and the book button stay
 * at hand while the guest reads a long page. Its height is `--booking-bar-height` plus the home-indicator inset;
 * app.css pads the page and its scroll-padding by the same amount whenever a bar is on the page, so it never covers
 * the end of the page or a focused element (with lib/focus.ts for an element already partly in view).
 */
export function BookingBar({ label, price, bookPath, bookText }: BookingBarProps) {
  const { t } = useTranslation('listing');
  useEffect(keepFocusClearOfBottomBars, []);
  return (
    <aside
      aria-label={label}
      data-booking-bar
      data-testid="booking-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex h-[calc(var(--booking-bar-height)+env(safe-area-inset-bottom))] items-center justify-between gap-3 border-t border-stone-200 bg-white px-4 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:hidden"
    >
      <div className="min-w-0 text-start leading-tight text-stone-700">{price}</div>
      {bookPath ? (
        <LocalizedLink to={bookPath} className="button-primary shrink-0 px-5" data-testid="booking-bar-book">
          {bookText}
        </LocalizedLink>
      ) : (
        <a href="#availability" className="button-primary shrink-0 px-5">
          {t('price.chooseDatesButton')}
        </a>
      )}
    </aside>
  );
}
