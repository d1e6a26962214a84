import { contentLanguage, type Language, textDirection } from '@konak/domain/languages';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { localizedPath, type UrlLanguage } from './language-path';
import type { Namespace, TranslationBundle, TranslationKey, TranslationResources } from './namespaces';
import { createTranslator, type Translate, type TranslationValues } from './translator';

type I18nContextValue = {
  /** The language of the texts (de and fr pages show English). */
  language: Language;
  /** The language of the URL, kept in every link so a /de/ visitor stays under /de/. */
  urlLanguage: UrlLanguage;
  direction: 'ltr' | 'rtl';
  translate: Translate;
};

const I18nContext = createContext<I18nContextValue | null>(null);

export function I18nProvider({
  urlLanguage,
  bundles,
  children,
}: {
  urlLanguage: UrlLanguage;
  /** Translation bundles returned by the matched route loaders; bundles of another language are ignored. */
  bundles: readonly TranslationBundle[];
  children: ReactNode;
}) {
  const language = contentLanguage(urlLanguage);
  const value = useMemo<I18nContextValue>(() => {
    const resources: TranslationResources = {};
    for (const bundle of bundles) {
      if (bundle.language === language) Object.assign(resources, bundle.resources);
    }
    return {
      language,
      urlLanguage,
      direction: textDirection(language),
      translate: createTranslator(language, resources),
    };
  }, [language, urlLanguage, bundles]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18nContext(): I18nContextValue {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useLanguage and useTranslation need an <I18nProvider> above them');
  return context;
}

/** The current page language: `language` for texts and formatting, `urlLanguage` for links. */
export function useLanguage(): Pick<I18nContextValue, 'language' | 'urlLanguage' | 'direction'> {
  const { language, urlLanguage, direction } = useI18nContext();
  return { language, urlLanguage, direction };
}

/** `t(key, values)` for one namespace; the namespace's resources must come from a matched loader. */
export function useTranslation<N extends Namespace>(namespace: N) {
  const { translate, language } = useI18nContext();
  return useMemo(
    () => ({
      language,
      t: (key: TranslationKey<N>, values?: TranslationValues) => translate(namespace, key, values),
    }),
    [translate, language, namespace],
  );
}

/** Turns an app path ("/owners", "/#tours") into the href for the current page language. */
export function useLocalizedPath(): (path: string) => string {
  const { urlLanguage } = useI18nContext();
  return useMemo(() => (path: string) => localizedPath(urlLanguage, path), [urlLanguage]);
}
