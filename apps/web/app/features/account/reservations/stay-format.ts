import type { Language } from '@konak/domain/languages';

// Arabic pages keep Latin digits, as the rest of the site: amounts and dates then read alike everywhere.
function locale(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-latn' : language;
}

/** A stay date ("2026-12-01") as "Tue, 1 Dec 2026", read as a calendar date wherever the code runs. */
export function formatStayDay(date: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant as read in Istanbul, where deadlines count: "2 Dec 2026, 14:05". */
export function formatIstanbulTime(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(instant));
}
