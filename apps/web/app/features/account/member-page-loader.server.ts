import { pageLanguageOf } from '../../i18n/language-path';
import type { Namespace } from '../../i18n/namespaces';
import { loadTranslations } from '../../i18n/translations.server';

/**
 * The loader of a member page: the server sends only its texts and renders the loading state; the member's
 * data is loaded in the browser with the stored token once the sign-in is confirmed (BRIEF §1).
 */
export function memberPageLoader(namespaces: readonly Namespace[]) {
  return ({ url }: { url: URL }) => ({ i18n: loadTranslations(pageLanguageOf(url.pathname), namespaces) });
}
