import type { Language } from '@konak/domain/languages';
import { localeOf } from '../../../lib/format';

/** "2031-10" as "Eki 2031" / "Oct 2031" (or "Ekim 2031" with `long`). */
export function formatMonth(month: string, language: Language, width: 'short' | 'long' = 'short'): string {
  const [year = 2000, monthNumber = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), {
    month: width,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** The month name alone, for the chart's axis ("Eki"). */
export function formatMonthName(month: string, language: Language): string {
  const [year = 2000, monthNumber = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}
