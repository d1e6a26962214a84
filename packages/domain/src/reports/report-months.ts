import { isIsoDate } from '../stay-dates.ts';

/** A calendar month "YYYY-MM" (Istanbul, like every stay date). */
export type ReportMonth = string;

/** The widest range one report covers: two years, so a request cannot ask for centuries of rows. */
export const MAX_REPORT_MONTHS = 24;
/** The chart shows this many months, ending with the current one. */
export const CHART_MONTHS = 12;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isReportMonth(value: unknown): value is ReportMonth {
  return typeof value === 'string' && MONTH_PATTERN.test(value) && value >= '2000-01' && value <= '2999-12';
}

function monthIndex(month: ReportMonth): number {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError('Invalid month');
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

function fromMonthIndex(index: number): ReportMonth {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `addMonths('2026-11', 2)` → `'2027-01'`. */
export function addMonths(month: ReportMonth, count: number): ReportMonth {
  return fromMonthIndex(monthIndex(month) + count);
}

/** Months from `from` to `to`, both included; 0 or less when `to` is earlier. */
export function monthsBetween(from: ReportMonth, to: ReportMonth): number {
  return monthIndex(to) - monthIndex(from) + 1;
}

/** Every month from `from` to `to`, both included (empty when `to` is earlier). */
export function monthRange(from: ReportMonth, to: ReportMonth): ReportMonth[] {
  const count = Math.max(0, monthsBetween(from, to));
  return Array.from({ length: count }, (_, index) => addMonths(from, index));
}

/** The first day of a month: `'2026-11'` → `'2026-11-01'`. */
export function monthStartDate(month: ReportMonth): string {
  monthIndex(month);
  return `${month}-01`;
}

/** The month a date falls in: `'2026-11-27'` → `'2026-11'`. */
export function monthOf(date: string): ReportMonth {
  if (!isIsoDate(date)) throw new RangeError('Invalid date');
  return date.slice(0, 7);
}

/** Nights (days) in a month: 28–31. */
export function daysInMonth(month: ReportMonth): number {
  const index = monthIndex(month);
  const year = Math.floor(index / 12);
  const monthNumber = (index % 12) + 1;
  if (monthNumber === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(monthNumber) ? 30 : 31;
}
