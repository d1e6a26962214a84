import type { Language } from '@konak/domain/languages';

// Arabic pages keep Latin digits: prices, dates and the counts inside translated texts then read alike.
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

/** A stay date ("2026-12-01") as "Tue, 1 Dec", read as a calendar date wherever the code runs. */
export function formatStayDate(
  date: string,
  language: Language,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
): string {
  return new Intl.DateTimeFormat(locale(language), { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
