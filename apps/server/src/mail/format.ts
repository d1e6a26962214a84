import type { Language } from '@konak/domain/languages';
import { ISTANBUL_TIME_ZONE } from '@konak/domain/stay-dates';

/**
 * Dates and money as guests read them in mails, text messages and the WhatsApp hand-off. Arabic keeps Latin
 * digits (ar-u-nu-latn): reservation numbers, dates and amounts must be copyable as they are.
 */
const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB', ar: 'ar-u-nu-latn', ru: 'ru-RU' };

/** The date part of every date the mails show, as in "1 Dec 2026". */
const DAY_MONTH_YEAR = { day: 'numeric', month: 'short', year: 'numeric' } as const;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** One formatter per kind and language, made on first use: building an Intl formatter is not cheap. */
function cached<Format extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  language: Language,
  make: () => Format,
): Format {
  const key = `${kind}:${language}`;
  let format = cache.get(key) as Format | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

function dateFormat(kind: string, language: Language, options: Intl.DateTimeFormatOptions) {
  return cached(kind, language, () => new Intl.DateTimeFormat(LOCALES[language], options));
}

/** A stay date (`2026-12-01`) as "1 Dec 2026" in the language; calendar dates are read in UTC. */
export function formatStayDate(date: string, language: Language): string {
  return dateFormat('date', language, { ...DAY_MONTH_YEAR, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** An instant as Istanbul wall-clock date and time, e.g. "21 Nov 2026, 13:00". */
export function formatIstanbulInstant(instant: Date, language: Language): string {
  return dateFormat('instant', language, {
    ...DAY_MONTH_YEAR,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ISTANBUL_TIME_ZONE,
  }).format(instant);
}

/** Euro with two decimals: "€540.00", "540,00 €". */
export function formatEuro(amount: number, language: Language): string {
  const format = cached(
    'euro',
    language,
    () =>
      new Intl.NumberFormat(LOCALES[language], {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  return format.format(amount);
}
