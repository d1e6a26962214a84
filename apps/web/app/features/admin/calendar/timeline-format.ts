import type { Language } from '@konak/domain/languages';
import { localeOf } from '../../../lib/format';

/**
 * The timeline's formatters, made once per language: a window shows thousands of prices and day names, and making
 * an Intl formatter for each (as the shared format helpers do) cost most of a render.
 */
export type TimelineFormat = {
  /** "€95" or "€95.50", as formatEuro writes it. */
  euro(amount: number): string;
  /** "20%" as formatPercent writes a share. */
  percent(share: number): string;
  /** "12 December" in the language's order. */
  day(date: string): string;
};

const made = new Map<Language, TimelineFormat>();

export function timelineFormat(language: Language): TimelineFormat {
  const known = made.get(language);
  if (known) return known;
  const locale = localeOf(language);
  const whole = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const cents = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const format: TimelineFormat = {
    euro: (amount) => (Number.isInteger(amount) ? whole : cents).format(amount),
    percent: (share) => percent.format(share),
    day: (date) => day.format(new Date(`${date}T00:00:00Z`)),
  };
  made.set(language, format);
  return format;
}
