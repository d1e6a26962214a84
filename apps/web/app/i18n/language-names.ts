import type { Language } from '@konak/domain/languages';

/** Each language in its own script, so a guest finds theirs whatever the page language is. */
export const NATIVE_LANGUAGE_NAMES: Record<Language, string> = {
  tr: 'Türkçe',
  en: 'English',
  ar: 'العربية',
  ru: 'Русский',
};
