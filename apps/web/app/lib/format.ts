import type { Language } from '@konak/domain/languages';
import { dateTimeFormat, numberFormat } from './intl-formats';

// Arabic pages keep Latin digits: prices, dates and the counts inside translated texts then read alike.
export function localeOf(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-latn' : language;
}

/** "€95" or "€95.50": cents only when there are any. */
export function formatEuro(amount: number, language: Language): string {
  const whole = Number.isInteger(amount);
  return numberFormat(localeOf(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** "20 %", "%20" or "20٪" as the language writes a share. */
export function formatPercent(share: number, language: Language): string {
  return numberFormat(localeOf(language), { style: 'percent' }).format(share);
}

/** A plain number with the language's separators ("2,5" in Turkish). */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(localeOf(language)).format(value);
}

const DAY_WITH_YEAR: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

/** A calendar date ("2026-12-01") as "Tue, 1 Dec 2026", the same wherever the code runs. */
export function formatDay(
  date: string,
  language: Language,
  options: Intl.DateTimeFormatOptions = DAY_WITH_YEAR,
): string {
  return dateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A stay date as "Tue, 1 Dec": short enough for a search bar or a price line, where the year goes without saying. */
export function formatStayDate(
  date: string,
  language: Language,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
): string {
  return formatDay(date, language, options);
}

/** An instant as the guest reads it in Istanbul, where deadlines count: "2 Dec 2026, 14:05". */
export function formatIstanbulInstant(instant: string, language: Language): string {
  return dateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(instant));
}

/** An instant ("2026-03-14T09:30:00Z") as a long date ("14 March 2026"), in the given time zone or the reader's. */
export function formatLongDate(instant: string, language: Language, timeZone?: string): string {
  return dateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone }).format(new Date(instant));
}

/** A tour's length, "3 hours 30 minutes", with the language's own unit words and plurals. */
export function formatDuration(minutes: number, language: Language): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(localeOf(language), { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? unit(hours, 'hour') : null, rest > 0 || hours === 0 ? unit(rest, 'minute') : null]
    .filter((part) => part !== null)
    .join(' ');
}
