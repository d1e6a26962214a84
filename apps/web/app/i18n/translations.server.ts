import type { Language } from '@konak/domain/languages';
import { pageLanguageOf } from './language-path';
import type { Namespace, TranslationBundle, TranslationResources } from './namespaces';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function loadTranslations(language: Language, namespaces: readonly Namespace[]): TranslationBundle {
  const resources: Record<string, unknown> = {};
  for (const namespace of namespaces) {
    const file = files[`./locales/${language}/${namespace}.json`];
    if (!file) throw new Error(`Missing translation file locales/${language}/${namespace}.json`);
    resources[namespace] = file;
  }
  return { language, resources: resources as TranslationResources };
}

/** Every locale file, keyed by language and namespace; for the completeness test. */
export function allLocaleFiles(): Map<string, Map<string, unknown>> {
  const byLanguage = new Map<string, Map<string, unknown>>();
  for (const [path, content] of Object.entries(files)) {
    const [, language = '', fileName = ''] = path.match(/^\.\/locales\/([^/]+)\/([^/]+)\.json$/) ?? [];
    if (!byLanguage.has(language)) byLanguage.set(language, new Map());
    byLanguage.get(language)?.set(fileName, content);
  }
  return byLanguage;
}

/** The loader of a page that needs nothing from the server but its texts, in the language of its address. */
export function pageTextsLoader(namespaces: readonly Namespace[]) {
  return ({ url }: { url: URL }) => ({ i18n: loadTranslations(pageLanguageOf(url.pathname), namespaces) });
}
