import type { Language } from '@konak/domain/languages';
import type { ReactNode } from 'react';
import { lazyNamespace } from '../../i18n/lazy-namespace';
import type { NamespaceResources } from '../../i18n/namespaces';
import { pageLanguage } from '../../lib/api-client';

// The texts of the rentals home's islands (hero text, search bar, results, tours, why Konak) travel with the
// islands' code, one small chunk per language, instead of inside every home and rentals page's HTML (decision 060).

const HomeTexts = lazyNamespace(
  'home',
  import.meta.glob<NamespaceResources['home']>('../../i18n/locales/*/home.json', { import: 'default' }),
);
const SearchTexts = lazyNamespace(
  'search',
  import.meta.glob<NamespaceResources['search']>('../../i18n/locales/*/search.json', { import: 'default' }),
);

export function HomeIslandTranslations({ children }: { children: ReactNode }) {
  return (
    <HomeTexts>
      <SearchTexts>{children}</SearchTexts>
    </HomeTexts>
  );
}

/**
 * Await before an island renders (its loader on the server, its code in the browser, for the page's language):
 * nothing then suspends.
 */
export async function preloadHomeIslandTranslations(language: Language = pageLanguage()): Promise<void> {
  await Promise.all([HomeTexts.preload(language), SearchTexts.preload(language)]);
}
