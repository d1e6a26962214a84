import type { Language } from '@konak/domain/languages';
import { type ReactNode, use, useMemo } from 'react';
import { I18nProvider, useLanguage } from '../../i18n/i18n-context';
import type { NamespaceResources, TranslationBundle } from '../../i18n/namespaces';
import { useRouteTranslations } from '../../i18n/use-route-translations';

// One small chunk per language, fetched with the quick view's own code rather than sent with every page
// that lists apartments (decision 012: modals load their namespace when their chunk loads).
const localeFiles = import.meta.glob<NamespaceResources['quick-view']>(
  '../../i18n/locales/*/quick-view.json',
  {
    import: 'default',
  },
);

const loadedBundles = new Map<Language, Promise<TranslationBundle>>();

function quickViewBundle(language: Language): Promise<TranslationBundle> {
  let bundle = loadedBundles.get(language);
  if (!bundle) {
    const load = localeFiles[`../../i18n/locales/${language}/quick-view.json`];
    if (!load) throw new Error(`Missing translation file locales/${language}/quick-view.json`);
    bundle = load().then((resources) => ({ language, resources: { 'quick-view': resources } }));
    loadedBundles.set(language, bundle);
  }
  return bundle;
}

/**
 * Makes the `quick-view` namespace available below it: from the page's loader when it sent it, otherwise
 * loaded on first use (suspending meanwhile, inside the modal's Suspense boundary).
 */
export function QuickViewTranslations({ children }: { children: ReactNode }) {
  const { language, urlLanguage } = useLanguage();
  const routeBundles = useRouteTranslations();
  const sentByPage = routeBundles.some(
    (bundle) => bundle.language === language && bundle.resources['quick-view'] !== undefined,
  );
  const loaded = sentByPage ? null : use(quickViewBundle(language));
  const bundles = useMemo(() => (loaded ? [...routeBundles, loaded] : routeBundles), [routeBundles, loaded]);
  return (
    <I18nProvider urlLanguage={urlLanguage} bundles={bundles}>
      {children}
    </I18nProvider>
  );
}
