import type { Language } from '@konak/domain/languages';
import { type ReactNode, use, useMemo } from 'react';
import { I18nProvider, useLanguage } from './i18n-context';
import type { Namespace, NamespaceResources, TranslationBundle } from './namespaces';
import { useRouteTranslations } from './use-route-translations';

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
      bundle = load().then((resources) => ({
        language,
        resources: { [namespace]: resources } as TranslationBundle['resources'],
      }));
      loaded.set(language, bundle);
    }
    return bundle;
  }

  return function NamespaceTranslations({ children }: { children: ReactNode }) {
    const { language, urlLanguage } = useLanguage();
    const routeBundles = useRouteTranslations();
    const sentByPage = routeBundles.some(
      (bundle) => bundle.language === language && bundle.resources[namespace] !== undefined,
    );
    const fetched = sentByPage ? null : use(bundleFor(language));
    const bundles = useMemo(
      () => (fetched ? [...routeBundles, fetched] : routeBundles),
      [routeBundles, fetched],
    );
    return (
      <I18nProvider urlLanguage={urlLanguage} bundles={bundles}>
        {children}
      </I18nProvider>
    );
  };
}
