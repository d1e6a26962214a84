import type { Language } from '@konak/domain/languages';
import { createContext, type ReactNode, use, useContext, useMemo } from 'react';
import { I18nProvider, useLanguage } from './i18n-context';
import type { Namespace, NamespaceResources, TranslationBundle } from './namespaces';
import { useRouteTranslations } from './use-route-translations';

/** The bundles an enclosing lazy namespace provides, so nested ones add to them rather than replace them. */
const EnclosingBundles = createContext<readonly TranslationBundle[] | null>(null);

/** One language's JSON of a namespace, as `import.meta.glob` (not eager) gives it. */
export type LocaleFileLoader<N extends Namespace> = () => Promise<NamespaceResources[N]>;

/**
 * A provider that makes one namespace available below it: from the page's loaders when they sent it,
 * otherwise fetched on first use as one small per-language chunk (suspending meanwhile, so render it inside a
 * Suspense boundary such as the modal's). For modals opened on any page (decision 012): their texts travel
 * with their code instead of with every page.
 *
 * `import.meta.glob` needs a literal pattern, so the caller globs its own files:
 * `lazyNamespace('auth', import.meta.glob('../../i18n/locales/*\/auth.json', { import: 'default' }))`.
 */
export function lazyNamespace<N extends Namespace>(
  namespace: N,
  localeFiles: Record<string, LocaleFileLoader<N>>,
) {
  const loaded = new Map<Language, Promise<TranslationBundle>>();

  function bundleFor(language: Language): Promise<TranslationBundle> {
    let bundle = loaded.get(language);
    if (!bundle) {
      const suffix = `/locales/${language}/${namespace}.json`;
      const load = Object.entries(localeFiles).find(([path]) => path.endsWith(suffix))?.[1];
      if (!load) throw new Error(`Missing translation file locales/${language}/${namespace}.json`);
      const loading = load().then((resources) => ({
        language,
        resources: { [namespace]: resources } as TranslationBundle['resources'],
      }));
      // React's `use` reads a settled promise's `status` and `value` and then renders at once instead of
      // suspending: a preloaded namespace must not suspend a server render or a hydration (decision 060).
      void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }));
      bundle = loading;
      loaded.set(language, bundle);
    }
    return bundle;
  }

  function NamespaceTranslations({ children }: { children: ReactNode }) {
    const { language, urlLanguage } = useLanguage();
    const routeBundles = useRouteTranslations();
    const enclosing = useContext(EnclosingBundles) ?? routeBundles;
    const sentByPage = enclosing.some(
      (bundle) => bundle.language === language && bundle.resources[namespace] !== undefined,
    );
    const fetched = sentByPage ? null : use(bundleFor(language));
    const bundles = useMemo(() => (fetched ? [...enclosing, fetched] : enclosing), [enclosing, fetched]);
    return (
      <EnclosingBundles value={bundles}>
        <I18nProvider urlLanguage={urlLanguage} bundles={bundles}>
          {children}
        </I18nProvider>
      </EnclosingBundles>
    );
  }

  /**
   * Loads the language's texts ahead of rendering: a page island awaits it with its code, and its loader on the
   * server, so the texts travel with the island's code instead of inside the page's HTML (decision 060).
   */
  NamespaceTranslations.preload = async (language: Language): Promise<void> => {
    await bundleFor(language);
  };
  return NamespaceTranslations;
}
