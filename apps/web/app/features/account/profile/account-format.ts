import type { Language } from '@konak/domain/languages';
import { languageName as displayLanguageName } from '../../../i18n/display-names';

// Arabic pages keep Latin digits, as the listing pages do: amounts and dates then read alike everywhere.
function locale(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-latn' : language;
}

/** "€4,500" or "€999.50": cents only when there are any. */
export function formatEuro(amount: number, language: Language): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** An instant ("2026-03-14T09:30:00Z") as a long date in the page language ("14 March 2026"). */
export function formatLongDate(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long' }).format(new Date(instant));
}

/** A language's name in the page language, capitalised as a value on its own ("Английский"). */
export function languageName(code: Language, pageLanguage: Language): string {
  const name = displayLanguageName(code, pageLanguage);
  return name.charAt(0).toLocaleUpperCase(pageLanguage) + name.slice(1);
}
