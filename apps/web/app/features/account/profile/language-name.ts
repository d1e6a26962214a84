import type { Language } from '@konak/domain/languages';
import { languageName as displayLanguageName } from '../../../i18n/display-names';

/** A language's name in the page language, capitalised as a value on its own ("Английский"). */
export function languageName(code: Language, pageLanguage: Language): string {
  const name = displayLanguageName(code, pageLanguage);
  return name.charAt(0).toLocaleUpperCase(pageLanguage) + name.slice(1);
}
