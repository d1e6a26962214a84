import { MAX_STAY_NIGHTS } from '@konak/domain/stay-dates';
import { useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { LIST_SEPARATORS } from '../../i18n/list-separator';
import { CLASS_NAMES, DayTextsContext, type MonthGridProps, useMonthGrid } from './calendar-parts';
import { isoDateOf, localDateOf } from './picker-dates';
import { STAY_MARK_CLASS_NAMES, stayMarks } from './stay-marks';
import {
  type CalendarDayHint,
  isDayDisabled,
  rangeAfterClick,
  type StayRange,
  type StayRules,
} from './stay-range';

// This module is the heavy part (react-day-picker, date-fns and four locales): import it only through
// `DateRangeCalendar` from './index', which loads it with React.lazy.

export type DateRangeCalendarProps = MonthGridProps & {
  value: StayRange;
  onChange: (range: StayRange) => void;
  /** Per-day availability, minimum stay and price; without it every future day is open. */
  hintFor?: (date: string) => CalendarDayHint | undefined;
  /** Translated "minimum {{count}} nights", added to the spoken name of days with a minimum stay over 1. */
  minStayLabel?: (nights: number) => string;
  maxNights?: number;
  /** Moves focus into the calendar when it mounts (a popover opened from a button). */
  autoFocus?: boolean;
};

/**
 * A stay picker: the guest clicks the check-in day, then the check-out day. Usage (through the lazy export):
 *
 *   <Suspense fallback={…}>
 *     <DateRangeCalendar language={language} label={t('dates.label')} value={{ checkIn, checkOut }}
 *       onChange={setRange} hintFor={(date) => ({ unavailable: !days[date]?.available,
 *         minStayNights: days[date]?.minStayNights, priceLabel: formatEuro(days[date].price, language) })}
 *       minStayLabel={(count) => t('calendar.minStay', { count })} />
 *   </Suspense>
 *
 * Past days, days beyond `lastDate` and unavailable nights cannot be a check-in; while the check-out is
 * awaited only days that end a valid stay (free nights, minimum and maximum stay) are open. The check-in is
 * filled as soon as it is tapped, and the stay up to the hovered or focused check-out is previewed (stay-marks.ts).
 */
export default function DateRangeCalendar({
  value,
  onChange,
  hintFor,
  minStayLabel,
  maxNights = MAX_STAY_NIGHTS,
  autoFocus = false,
  ...gridProps
}: DateRangeCalendarProps) {
  const { today, lastDate, dayPickerProps } = useMonthGrid(gridProps, value.checkIn);
  // The day under the pointer or the keyboard focus: previews the stay while the check-out is awaited.
  const [pointedDay, setPointedDay] = useState<string>();

  const rules = useMemo<StayRules>(
    () => ({ today, lastDate, maxNights, hintFor: hintFor ?? (() => undefined) }),
    [today, lastDate, maxNights, hintFor],
  );
  const listSeparator = LIST_SEPARATORS[gridProps.language];
  const dayTexts = useMemo(
    () => ({ hintFor, minStayLabel, listSeparator }),
    [hintFor, minStayLabel, listSeparator],
  );
  const selected = value.checkIn
    ? { from: localDateOf(value.checkIn), to: value.checkOut ? localDateOf(value.checkOut) : undefined }
    : undefined;

  return (
    <DayTextsContext value={dayTexts}>
      <DayPicker
        mode="range"
        selected={selected}
        // The picker's own range logic does not know stay rules; the clicked day decides (see rangeAfterClick).
        onSelect={(_range, clickedDay) => onChange(rangeAfterClick(value, isoDateOf(clickedDay), rules))}
        disabled={(date: Date) => isDayDisabled(isoDateOf(date), value, rules)}
        modifiers={stayMarks(value, pointedDay, rules)}
        modifiersClassNames={STAY_MARK_CLASS_NAMES}
        onDayMouseEnter={(date) => setPointedDay(isoDateOf(date))}
        onDayMouseLeave={() => setPointedDay(undefined)}
        onDayFocus={(date) => setPointedDay(isoDateOf(date))}
        onDayBlur={() => setPointedDay(undefined)}
        {...dayPickerProps}
        autoFocus={autoFocus}
        classNames={CLASS_NAMES}
      />
    </DayTextsContext>
  );
}
