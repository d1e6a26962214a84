// Calendar dates as ISO `YYYY-MM-DD` strings for code that reaches the browser. The domain's stay-dates module
// does the same on the server, but it also builds a zod schema at import time, and zod must stay out of page
// bundles. Arithmetic happens on UTC midnights, so time zones and daylight saving never shift a date.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;
const APARTMENTS_TIME_ZONE = 'Europe/Istanbul';

function dayNumber(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY
  );
}

/** A real calendar date written as YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  return new Date(dayNumber(value) * MS_PER_DAY).toISOString().slice(0, 10) === value;
}

export function addIsoDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Nights of the half-open stay [from, to): 2026-12-01 → 2026-12-04 is 3. */
export function nightsBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Today in Istanbul, where the apartments are: a guest abroad near midnight still sees the right "today". */
export function istanbulToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: APARTMENTS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The picker works with local-midnight Date objects; these convert without any time zone arithmetic. */
export function localDateOf(isoDate: string): Date {
  return new Date(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
}

export function isoDateOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
