import { isRecognisedLanguage, type RecognisedLanguage } from '@konak/domain/languages';

export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function readLanguageCookie(cookieHeader: string | null | undefined): RecognisedLanguage | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LANGUAGE_COOKIE) return isRecognisedLanguage(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie / document.cookie string that stores a language preference for a year. */
export function languageCookie(language: RecognisedLanguage, { secure }: { secure: boolean }): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Remembers the language the guest picked, so unprefixed URLs open in it next time. */
export function storeLanguagePreference(language: RecognisedLanguage): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4.
  document.cookie = languageCookie(language, { secure: window.location.protocol === 'https:' });
}
