// Date arithmetic on ISO `YYYY-MM-DD` strings for code that reaches the browser. The domain's stay-dates module
// does the same, but it also builds a zod schema at import time, and zod must stay out of page bundles.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

function dayNumber(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY
  );
}

/** A real calendar date written as YYYY-MM-DD (2026-02-30 is not). */
export function isRealIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(dayNumber(value) * MS_PER_DAY);
  return date.toISOString().slice(0, 10) === value;
}

export function shiftIsoDate(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

export function daysFromTo(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}
