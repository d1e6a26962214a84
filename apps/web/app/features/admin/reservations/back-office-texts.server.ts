import { pageLanguageOf } from '../../../i18n/language-path';
import { BACK_OFFICE_LANGUAGES } from '../../../i18n/namespaces';
import { loadTranslations } from '../../../i18n/translations.server';

/**
 * The reservations pages' texts, in the back office's language: Turkish or English, English for any other page
 * language (the layout sends those to English anyway; this loader runs beside it and must not fail first).
 */
export function backOfficeTextsLoader({ url }: { url: URL }) {
  const language = pageLanguageOf(url.pathname);
  const backOffice = (BACK_OFFICE_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  return {
    i18n: loadTranslations(backOffice as (typeof BACK_OFFICE_LANGUAGES)[number], ['admin-reservations']),
  };
}
