import type { Language } from '@konak/domain/languages';
import { textDirection } from '@konak/domain/languages';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ClassNames,
  type DayButtonProps,
  DayPicker,
  type DayProps,
  type RootProps,
} from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { enGB } from 'react-day-picker/locale/en-GB';
import { ru } from 'react-day-picker/locale/ru';
import { tr } from 'react-day-picker/locale/tr';
import { useIsMobileViewport } from '../use-mobile-viewport';
import { addIsoDays, isoDateOf, istanbulToday, localDateOf } from './iso-dates';
import { NavChevron } from './nav-chevron';
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

// react-day-picker's locales carry translated labels (previous/next month, "today", "selected").
const PICKER_LOCALES = { tr, en: enGB, ar, ru } as const;

/** Spec §9: the longest stay (the domain's MAX_STAY_NIGHTS; its module would bring zod into this chunk). */
const DEFAULT_MAX_NIGHTS = 30;
/** Prices and availability are published about a year ahead. */
const DEFAULT_BOOKING_HORIZON_DAYS = 365;

export type DateRangeCalendarProps = {
  value: StayRange;
  onChange: (range: StayRange) => void;
  /** Month and weekday names, the first day of the week and right-to-left layout follow the language. */
  language: Language;
  /** Accessible name of the calendar ("Choose your dates"). */
  label: string;
  /** Per-day availability, minimum stay and price; without it every future day is open. */
  hintFor?: (date: string) => CalendarDayHint | undefined;
  /** Translated "minimum {{count}} nights", added to the spoken name of days with a minimum stay over 1. */
  minStayLabel?: (nights: number) => string;
  /** Default: 1 under 768 px, 2 above. */
  numberOfMonths?: 1 | 2;
  /** Default: today in Istanbul. Days before it are disabled. */
  today?: string;
  /** Last day that can be picked. Default: a year after today. */
  lastDate?: string;
  maxNights?: number;
  /** Called with the first visible month ("2026-12-01") when the guest pages, e.g. to load its prices. */
  onMonthChange?: (firstVisibleMonth: string) => void;
  /** Moves focus into the calendar when it mounts (a popover opened from a button). */
  autoFocus?: boolean;
};

type DayTexts = Pick<DateRangeCalendarProps, 'hintFor' | 'minStayLabel'>;
const DayTextsContext = createContext<DayTexts>({});

/**
 * A day: its number and, when known, the night's price. Axe's label-content-name-mismatch wants the visible
 * text inside the spoken name, so a day with a price is named "5 €120, Saturday 5 December 2026, …".
 */
function StayDayButton({
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
  const { hintFor, minStayLabel } = useContext(DayTextsContext);
  const hint = hintFor?.(isoDateOf(day.date));
  const price = modifiers.disabled ? undefined : hint?.priceLabel;
  const minStayNights = hint?.minStayNights ?? 1;
  const minStay = minStayNights > 1 && minStayLabel ? minStayLabel(minStayNights) : undefined;
  const label = [price ? `${children} ${price}` : undefined, dateLabel, minStay].filter(Boolean).join(', ');
  return (
    <button ref={ref} {...buttonProps} aria-label={label}>
      {children}
      {price && (
        <>
          {' '}
          <span className="block text-[0.625rem] leading-none font-normal">{price}</span>
        </>
      )}
    </button>
  );
}

/**
 * The picker's wrapper and day cells without what HTML forbids (Nu HTML Checker): a labelled <div> needs a role,
 * and a cell of a `role="grid"` table is a gridcell already, so it may not say so again.
 */
function LabelledRoot({ rootRef, role, ...props }: RootProps) {
  return <div {...props} role={role ?? 'group'} ref={rootRef} />;
}

/** Also names our stay marks (stay-marks.ts) as data attributes, for tests and styles that need no class. */
function DayCell({ day: _day, modifiers, role: _role, ...cellProps }: DayProps) {
  return (
    <td
      {...cellProps}
      data-check-in={modifiers.checkIn || undefined}
      data-tentative={modifiers.tentative || undefined}
    />
  );
}

const CLASS_NAMES: Partial<ClassNames> = {
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
  range_middle: 'bg-brand-100',
  range_start: 'rounded-s-full bg-brand-100 [&>button]:bg-brand-700 [&>button]:text-white',
  range_end: 'rounded-e-full bg-brand-100 [&>button]:bg-brand-700 [&>button]:text-white',
  selected: '[&>button]:hover:bg-brand-800',
  hidden: 'invisible',
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
  language,
  label,
  hintFor,
  minStayLabel,
  numberOfMonths,
  today: givenToday,
  lastDate: givenLastDate,
  maxNights = DEFAULT_MAX_NIGHTS,
  onMonthChange,
  autoFocus = false,
}: DateRangeCalendarProps) {
  const isMobile = useIsMobileViewport();
  const today = givenToday ?? istanbulToday();
  const lastDate = givenLastDate ?? addIsoDays(today, DEFAULT_BOOKING_HORIZON_DAYS);
  const [month, setMonth] = useState(() => localDateOf(value.checkIn ?? today));
  // The day under the pointer or the keyboard focus: previews the stay while the check-out is awaited.
  const [pointedDay, setPointedDay] = useState<string>();

  const rules = useMemo<StayRules>(
    () => ({ today, lastDate, maxNights, hintFor: hintFor ?? (() => undefined) }),
    [today, lastDate, maxNights, hintFor],
  );
  const dayTexts = useMemo(() => ({ hintFor, minStayLabel }), [hintFor, minStayLabel]);
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
        month={month}
        onMonthChange={(next) => {
          setMonth(next);
          onMonthChange?.(isoDateOf(next));
        }}
        startMonth={localDateOf(today)}
        endMonth={localDateOf(lastDate)}
        today={localDateOf(today)}
        numberOfMonths={numberOfMonths ?? (isMobile ? 1 : 2)}
        locale={PICKER_LOCALES[language]}
        dir={textDirection(language)}
        aria-label={label}
        autoFocus={autoFocus}
        classNames={CLASS_NAMES}
        components={{ Root: LabelledRoot, Day: DayCell, DayButton: StayDayButton, Chevron: NavChevron }}
      />
    </DayTextsContext>
  );
}
