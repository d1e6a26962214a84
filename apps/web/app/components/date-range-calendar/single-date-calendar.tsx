import type { Language } from '@konak/domain/languages';
import { addDays, istanbulToday } from '@konak/domain/stay-dates';
import { useMemo } from 'react';
import { DayPicker } from 'react-day-picker';
import { CLASS_NAMES, DayTextsContext, DEFAULT_BOOKING_HORIZON_DAYS, useMonthGrid } from './calendar-parts';
import { isoDateOf, localDateOf } from './picker-dates';
import type { CalendarDayHint } from './stay-range';

// Heavy like its sibling: import it only through `SingleDateCalendar` from './index' (React.lazy).

export type SingleDateCalendarProps = {
  value: string | null;
  onChange: (date: string) => void;
  language: Language;
  /** Accessible name of the calendar ("Choose the date of the tour"). */
  label: string;
  /** Per day: `unavailable` days cannot be picked; `priceLabel` / `disabledLabel` are shown under the number. */
  hintFor?: (date: string) => CalendarDayHint | undefined;
  /** Default: 1 under 768 px, 2 above. */
  numberOfMonths?: 1 | 2;
  /** Default: today in Istanbul. Days before it are disabled. */
  today?: string;
  /** Last day that can be picked. Default: a year after today. */
  lastDate?: string;
  /** Called with the first visible month ("2026-12-01") when the guest pages, e.g. to load its days. */
  onMonthChange?: (firstVisibleMonth: string) => void;
};

const SINGLE_CLASS_NAMES = {
  ...CLASS_NAMES,
  selected: '[&>button]:bg-brand-700 [&>button]:text-white [&>button]:hover:bg-brand-800',
};

/**
 * One day on the site's own month grid (the one the stay calendar uses), e.g. a tour date: month and weekday
 * names follow the page language, never the browser's, and each day can carry a note such as the places left.
 */
export default function SingleDateCalendar({
  value,
  onChange,
  language,
  label,
  hintFor,
  numberOfMonths,
  today: givenToday,
  lastDate: givenLastDate,
  onMonthChange,
}: SingleDateCalendarProps) {
  const today = givenToday ?? istanbulToday();
  const lastDate = givenLastDate ?? addDays(today, DEFAULT_BOOKING_HORIZON_DAYS);
  const grid = useMonthGrid({
    initialDate: value ?? today,
    today,
    lastDate,
    language,
    label,
    numberOfMonths,
    onMonthChange,
  });
  const dayTexts = useMemo(() => ({ hintFor }), [hintFor]);
  const isDisabled = (date: Date) => {
    const day = isoDateOf(date);
    return day < today || day > lastDate || Boolean(hintFor?.(day)?.unavailable);
  };

  return (
    <DayTextsContext value={dayTexts}>
      <DayPicker
        mode="single"
        required
        selected={value ? localDateOf(value) : undefined}
        onSelect={(date) => {
          if (date) onChange(isoDateOf(date));
        }}
        disabled={isDisabled}
        {...grid}
        classNames={SINGLE_CLASS_NAMES}
      />
    </DayTextsContext>
  );
}
