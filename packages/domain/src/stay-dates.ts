/**
 * Calendar dates of a stay as ISO `YYYY-MM-DD` strings. Stays are half-open: the check-out date is not a night.
 * All arithmetic happens on UTC midnights, so the server's time zone and daylight-saving changes never shift a date.
 */

/** Longest stay that can be booked (spec §5, §9: "maximum stay 30 days"), counted in nights. */
export const MAX_STAY_NIGHTS = 30;

/** Time zone of the apartments; "today" and the cancellation window are measured in its calendar. */
export const ISTANBUL_TIME_ZONE = 'Europe/Istanbul';

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export type CalendarDate = { year: number; month: number; day: number };

/** Parses a real calendar date (rejects 2026-02-30, 2026-13-01, 0000-01-01, "2026-2-3", trailing text). */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is string {
  return parseIsoDate(value) !== null;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function requireDate(value: string): CalendarDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Invalid ISO date: ${JSON.stringify(value)}`);
  return date;
}

/** Days since 1970-01-01 (negative before). setUTCFullYear avoids Date.UTC's 0–99 → 1900s quirk. */
function toDayNumber({ year, month, day }: CalendarDate): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / MS_PER_DAY);
}

// Calendars walk a year of days on every page render: the same few hundred dates are converted again and again,
// so conversions are remembered (both maps are emptied when they grow past a few years of dates).
const MEMO_LIMIT = 4096;
const dayNumbers = new Map<string, number>();
const dateStrings = new Map<number, string>();

/** The day number of a valid ISO date; RangeError otherwise. */
function dayNumberOf(value: string): number {
  let dayNumber = dayNumbers.get(value);
  if (dayNumber === undefined) {
    dayNumber = toDayNumber(requireDate(value));
    if (dayNumbers.size >= MEMO_LIMIT) dayNumbers.clear();
    dayNumbers.set(value, dayNumber);
  }
  return dayNumber;
}

function fromDayNumber(dayNumber: number): string {
  let text = dateStrings.get(dayNumber);
  if (text === undefined) {
    text = formatDayNumber(dayNumber);
    if (dateStrings.size >= MEMO_LIMIT) dateStrings.clear();
    dateStrings.set(dayNumber, text);
  }
  return text;
}

function formatDayNumber(dayNumber: number): string {
  const date = new Date(dayNumber * MS_PER_DAY);
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) throw new RangeError('Date out of range');
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/**
 * The dates of `count` consecutive days from `date` (itself included): the nights of a stay without parsing the
 * check-in again for each. Throws RangeError on an invalid date.
 */
export function consecutiveDates(date: string, count: number): string[] {
  const first = toDayNumber(requireDate(date));
  return Array.from({ length: Math.max(0, count) }, (_, index) => fromDayNumber(first + index));
}

/** `addDays('2026-02-28', 1)` → `'2026-03-01'`. Throws RangeError on an invalid date or non-integer days. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError('days must be an integer');
  return fromDayNumber(dayNumberOf(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). Throws RangeError on invalid dates. */
export function daysBetween(from: string, to: string): number {
  return dayNumberOf(to) - dayNumberOf(from);
}

/** Nights of a half-open stay [checkIn, checkOut): 2026-05-01 → 2026-05-04 is 3 nights. ≤ 0 when not after. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return daysBetween(checkIn, checkOut);
}

/** ISO dates compare correctly as strings; this orders them (negative, 0, positive). */
export function compareIsoDates(a: string, b: string): number {
  return daysBetween(b, a);
}

/**
 * The dates of the nights of a stay (check-in included, check-out excluded). Empty when check-out is not after
 * check-in. Refuses stays longer than MAX_STAY_NIGHTS so a hostile range cannot allocate millions of dates.
 */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights > MAX_STAY_NIGHTS) throw new RangeError(`Stay longer than ${MAX_STAY_NIGHTS} nights`);
  return Array.from({ length: Math.max(0, nights) }, (_, index) => addDays(checkIn, index));
}

// Pure, so a bundle that uses no Istanbul clock can drop it.
const istanbulClock = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: ISTANBUL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Türkiye has kept UTC+3 all year since this instant (2016-09-07, 00:00 Istanbul). */
const PERMANENT_UTC_PLUS_3_SINCE = Date.UTC(2016, 8, 6, 21);
const MS_PER_MINUTE = 60_000;

/** The last minute asked for: a search asks for "today" several times a request, Intl costs ~20 µs a time. */
let rememberedMinute = Number.NaN;
let rememberedDateTime = { date: '', time: '' };

/** The calendar date and the "HH:MM" time in Istanbul (UTC+3, no daylight saving since 2016) at an instant. */
export function istanbulDateTime(instant: Date): { date: string; time: string } {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid instant');
  // With a whole-hour offset, every instant of one UTC minute has the same Istanbul date and time.
  const minute = Math.floor(ms / MS_PER_MINUTE);
  if (minute === rememberedMinute) return { ...rememberedDateTime };
  const parts = istanbulClock.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const dateTime = {
    date: `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
  if (ms >= PERMANENT_UTC_PLUS_3_SINCE) {
    rememberedMinute = minute;
    rememberedDateTime = dateTime;
  }
  return { ...dateTime };
}

/** The calendar date in Istanbul at an instant. */
export function istanbulDate(instant: Date): string {
  return istanbulDateTime(instant).date;
}

/** The instant an Istanbul calendar day begins (Türkiye keeps UTC+3 all year since 2016). */
export function istanbulDayStart(date: string): Date {
  if (!isIsoDate(date)) throw new RangeError('Invalid date');
  return new Date(`${date}T00:00:00+03:00`);
}

/**
 * Today in Istanbul, where the apartments are, for browser code: a guest abroad near midnight still sees the
 * right "today". Server code passes its own clock to istanbulDate.
 */
export function istanbulToday(): string {
  return istanbulDate(new Date());
}
