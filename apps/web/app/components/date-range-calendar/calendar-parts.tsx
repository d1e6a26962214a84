import { type Language, textDirection } from '@konak/domain/languages';
import { addDays, istanbulToday } from '@konak/domain/stay-dates';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ClassNames, DayButtonProps, DayProps, RootProps } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { enGB } from 'react-day-picker/locale/en-GB';
import { ru } from 'react-day-picker/locale/ru';
import { tr } from 'react-day-picker/locale/tr';
import { useIsMobileViewport } from '../use-mobile-viewport';
import { NavChevron } from './nav-chevron';
import { isoDateOf, localDateOf } from './picker-dates';
import type { CalendarDayHint } from './stay-range';

// The month grid both calendars share (the stay range and the single tour date): day buttons with a note under
// the number, valid HTML wrappers and the classes. Part of the lazily loaded calendar chunk, like its users.

// react-day-picker's locales carry translated labels (previous/next month, "today", "selected").
export const PICKER_LOCALES = { tr, en: enGB, ar, ru } as const;

/** Prices and availability are published about a year ahead. */
const DEFAULT_BOOKING_HORIZON_DAYS = 365;

export type DayTexts = {
  hintFor?: (date: string) => CalendarDayHint | undefined;
  /** Translated "minimum {{count}} nights", added to the spoken name of days with a minimum stay over 1. */
  minStayLabel?: (nights: number) => string;
  /** Joins the parts of a day's spoken name in the calendar's language. */
  listSeparator?: string;
};
export const DayTextsContext = createContext<DayTexts>({});

/**
 * A day: its number and, when known, a note under it (the night's price, a tour's places left, "Full"). Axe's
 * label-content-name-mismatch wants the visible text inside the spoken name, so a day with a note is named
 * "5 €120, Saturday 5 December 2026, …".
 */
export function NotedDayButton({
  day,
  modifiers,
  children,
  'aria-label': dateLabel,
  ...buttonProps
}: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // The picker moves focus between days by re-rendering with a "focused" day; its own button does this too.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const { hintFor, minStayLabel, listSeparator = ', ' } = useContext(DayTextsContext);
  const hint = hintFor?.(isoDateOf(day.date));
  const note = modifiers.disabled ? hint?.disabledLabel : hint?.priceLabel;
  const minStayNights = hint?.minStayNights ?? 1;
  const minStay = minStayNights > 1 && minStayLabel ? minStayLabel(minStayNights) : undefined;
  const label = [note ? `${children} ${note}` : undefined, dateLabel, minStay]
    .filter(Boolean)
    .join(listSeparator);
  return (
    <button ref={ref} {...buttonProps} aria-label={label}>
      {children}
      {note && (
        <>
          {' '}
          <span className="block text-[0.625rem] leading-none font-normal">{note}</span>
        </>
      )}
    </button>
  );
}

/**
 * The picker's wrapper and day cells without what HTML forbids (Nu HTML Checker): a labelled <div> needs a role,
 * and a cell of a `role="grid"` table is a gridcell already, so it may not say so again.
 */
export function LabelledRoot({ rootRef, role, ...props }: RootProps) {
  return <div {...props} role={role ?? 'group'} ref={rootRef} />;
}

/** Also names our stay marks (stay-marks.ts) as data attributes, for tests and styles that need no class. */
export function DayCell({ day: _day, modifiers, role: _role, ...cellProps }: DayProps) {
  return (
    <td
      {...cellProps}
      data-check-in={modifiers.checkIn || undefined}
      data-tentative={modifiers.tentative || undefined}
    />
  );
}

export const CLASS_NAMES: Partial<ClassNames> = {
  root: 'relative w-fit',
  months: 'flex flex-col gap-6 md:flex-row',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-11 items-center justify-center px-12',
  caption_label: 'text-base font-semibold text-stone-900',
  nav: 'absolute inset-x-0 top-0 flex justify-between',
  button_previous: 'icon-button aria-disabled:opacity-40',
  button_next: 'icon-button aria-disabled:opacity-40',
  chevron: 'size-5',
  month_grid: 'border-collapse',
  weekday: 'size-11 text-xs font-medium text-stone-600',
  day: 'p-0 text-center',
  day_button:
    'mx-auto flex size-11 flex-col items-center justify-center gap-0.5 rounded-full text-sm font-medium text-stone-900 hover:bg-brand-100 disabled:cursor-not-allowed disabled:font-normal disabled:text-stone-400 disabled:line-through disabled:hover:bg-transparent',
  today: '[&>button]:underline [&>button]:underline-offset-4',
  // Hover darkens the white-on-orange ends, and lightens the nights between, whose text stays dark.
  range_middle: 'bg-brand-100 [&>button]:hover:bg-brand-200',
  range_start:
    'rounded-s-full bg-brand-100 [&>button]:bg-brand-700 [&>button]:text-white [&>button]:hover:bg-brand-800',
  range_end:
    'rounded-e-full bg-brand-100 [&>button]:bg-brand-700 [&>button]:text-white [&>button]:hover:bg-brand-800',
  hidden: 'invisible',
};

/** What both calendars take for their month grid. */
export type MonthGridProps = {
  /** Month and weekday names, the first day of the week and right-to-left layout follow the language. */
  language: Language;
  /** Accessible name of the calendar ("Choose your dates", "Choose the date of the tour"). */
  label: string;
  /** Default: 1 under 768 px, 2 above. */
  numberOfMonths?: 1 | 2;
  /** Default: today in Istanbul. Days before it are disabled. */
  today?: string;
  /** Last day that can be picked. Default: a year after today. */
  lastDate?: string;
  /** Called with the first visible month ("2026-12-01") when the guest pages, e.g. to load its days. */
  onMonthChange?: (firstVisibleMonth: string) => void;
};

/**
 * The days that can be picked (today in Istanbul to a year later unless told) and the month grid's props both
 * calendars pass to DayPicker: the shown month (starting at the selected date, else today), the months of that
 * window, 1 month on phones and 2 above unless told, the page language's names, first weekday and direction, the
 * accessible name and the parts above.
 */
export function useMonthGrid(props: MonthGridProps, selectedDate: string | undefined) {
  const today = props.today ?? istanbulToday();
  const lastDate = props.lastDate ?? addDays(today, DEFAULT_BOOKING_HORIZON_DAYS);
  const isMobile = useIsMobileViewport();
  const [month, setMonth] = useState(() => localDateOf(selectedDate ?? today));
  const dayPickerProps = {
    month,
    onMonthChange: (next: Date) => {
      setMonth(next);
      props.onMonthChange?.(isoDateOf(next));
    },
    startMonth: localDateOf(today),
    endMonth: localDateOf(lastDate),
    today: localDateOf(today),
    numberOfMonths: props.numberOfMonths ?? (isMobile ? 1 : 2),
    locale: PICKER_LOCALES[props.language],
    dir: textDirection(props.language),
    'aria-label': props.label,
    components: { Root: LabelledRoot, Day: DayCell, DayButton: NotedDayButton, Chevron: NavChevron },
  };
  return { today, lastDate, dayPickerProps };
}
