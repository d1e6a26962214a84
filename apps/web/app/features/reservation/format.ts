import type { Language } from '@konak/domain/languages';

// Arabic pages keep Latin digits, as the listing pages do: amounts and dates then read alike everywhere.
function locale(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-latn' : language;
}

/** "€95" or "€95.50": cents only when there are any. */
export function formatEuro(amount: number, language: Language): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A calendar date ("2026-12-01") as "Tue, 1 Dec 2026", the same wherever the code runs. */
export function formatDay(
  date: string,
  language: Language,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
): string {
  return new Intl.DateTimeFormat(locale(language), { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** An instant as the guest reads it in Istanbul, where the deadline counts: "2 Dec 2026, 14:05". */
export function formatIstanbulInstant(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(instant));
}

/** A tour's length, "3 hours 30 minutes", with the language's own unit words and plurals. */
export function formatDuration(minutes: number, language: Language): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale(language), { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? unit(hours, 'hour') : null, rest > 0 || hours === 0 ? unit(rest, 'minute') : null]
    .filter((part) => part !== null)
    .join(' ');
}
