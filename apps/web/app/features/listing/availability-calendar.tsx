import { addDays } from '@konak/domain/stay-dates';
import { useCallback, useMemo, useState } from 'react';
import DateRangeCalendar from '../../components/date-range-calendar/date-range-calendar';
import type { CalendarDayHint, StayRange } from '../../components/date-range-calendar/stay-range';
import { useTranslation } from '../../i18n/i18n-context';
import { type Availability, staySelectionRules } from './availability';
import type { ListingSearch } from './listing-search';

// Loaded lazily by availability-section.tsx, so the shared calendar (react-day-picker, date-fns) and this glue
// never reach the first visit; the calendar module is imported directly because this module is the lazy one.

export type AvailabilityCalendarProps = {
  availability: Availability;
  selected: ListingSearch['dates'];
  onSelect: (dates: NonNullable<ListingSearch['dates']>) => void;
  /** Takes the focus when it appears (it replaced the focused "Show the calendar" button). */
  autoFocus?: boolean;
};

/**
 * The apartment's year of days in the shared stay calendar: booked and closed nights cannot start a stay nor be
 * slept through (a stay may end on one), and the check-in day's minimum stay sets the earliest check-out. A
 * complete stay goes to the page, which prices it; a lone check-in stays here with a hint for the next click.
 */
export default function AvailabilityCalendar({
  availability,
  selected,
  onSelect,
  autoFocus = false,
}: AvailabilityCalendarProps) {
  const { t, language } = useTranslation('listing');
  const rules = useMemo(() => staySelectionRules(availability), [availability]);
  const [pendingCheckIn, setPendingCheckIn] = useState<string | null>(null);

  const hintFor = useCallback(
    (date: string): CalendarDayHint => ({
      unavailable: date >= availability.firstDate && !rules.isOpenNight(date),
      minStayNights: rules.minStayFrom(date),
    }),
    [availability.firstDate, rules],
  );
  const minStayLabel = useCallback((count: number) => t('availability.minStay', { count }), [t]);

  const value: StayRange = pendingCheckIn
    ? { checkIn: pendingCheckIn }
    : { checkIn: selected?.checkIn, checkOut: selected?.checkOut };

  const onChange = (range: StayRange) => {
    if (range.checkIn && range.checkOut) {
      setPendingCheckIn(null);
      onSelect({ checkIn: range.checkIn, checkOut: range.checkOut });
    } else {
      // A cleared range (the check-in clicked again) falls back to the stay in the URL.
      setPendingCheckIn(range.checkIn ?? null);
    }
  };

  const minStay = pendingCheckIn ? rules.minStayFrom(pendingCheckIn) : 1;
  const hint = pendingCheckIn
    ? [
        minStay > 1 ? t('availability.minStayNotice', { count: minStay }) : '',
        t('availability.chooseCheckOut'),
      ]
        .filter(Boolean)
        .join(' ')
    : '';

  return (
    <div data-testid="availability-calendar">
      <DateRangeCalendar
        value={value}
        onChange={onChange}
        language={language}
        label={t('availability.title')}
        hintFor={hintFor}
        minStayLabel={minStayLabel}
        today={availability.firstDate}
        // The last listed night can still be slept: its check-out is the day after.
        lastDate={addDays(availability.lastDate, 1)}
        autoFocus={autoFocus}
      />
      <p aria-live="polite" className="mt-3 min-h-6 text-stone-700">
        {hint}
      </p>
    </div>
  );
}
