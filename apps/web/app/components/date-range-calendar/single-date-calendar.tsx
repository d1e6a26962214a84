import { useMemo } from 'react';
import { DayPicker } from 'react-day-picker';
import { LIST_SEPARATORS } from '../../i18n/list-separator';
import { CLASS_NAMES, DayTextsContext, type MonthGridProps, useMonthGrid } from './calendar-parts';
import { isoDateOf, localDateOf } from './picker-dates';
import type { CalendarDayHint } from './stay-range';

// Heavy like its sibling: import it only through `SingleDateCalendar` from './index' (React.lazy).

export type SingleDateCalendarProps = MonthGridProps & {
  value: string | null;
  onChange: (date: string) => void;
  /** Per day: `unavailable` days cannot be picked; `priceLabel` / `disabledLabel` are shown under the number. */
  hintFor?: (date: string) => CalendarDayHint | undefined;
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
  hintFor,
  ...gridProps
}: SingleDateCalendarProps) {
  const { today, lastDate, dayPickerProps } = useMonthGrid(gridProps, value ?? undefined);
  const listSeparator = LIST_SEPARATORS[gridProps.language];
  const dayTexts = useMemo(() => ({ hintFor, listSeparator }), [hintFor, listSeparator]);
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
        {...dayPickerProps}
        classNames={SINGLE_CLASS_NAMES}
      />
    </DayTextsContext>
  );
}
