import type { Language } from '@konak/domain/languages';
import { pageLanguageOf } from './language-path';
import type { Namespace, TranslationBundle, TranslationResources } from './namespaces';
import { readTranslationFilesWith, type TranslationFiles } from './translation-files';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
// Each file's address as a hashed build asset (never inlined as a data: URL, whatever its size): React Router moves
// the files this server-only import emits into the client's assets, served with long caching (decision 114).
const fileUrls = import.meta.glob<string>('./locales/*/*.json', {
  eager: true,
  import: 'default',
  query: '?url&no-inline',
});
const contentByUrl = new Map(Object.entries(fileUrls).map(([path, url]) => [url, files[path]]));
readTranslationFilesWith((url) => contentByUrl.get(url));

function localePath(language: Language, namespace: Namespace): string {
  const path = `./locales/${language}/${namespace}.json`;
  if (!files[path]) throw new Error(`Missing translation file locales/${language}/${namespace}.json`);
  return path;
}

/** The texts of some namespaces, for code that translates on the server (structured data, mails of the page). */
export function readTranslations(language: Language, namespaces: readonly Namespace[]): TranslationResources {
  return Object.fromEntries(
    namespaces.map((namespace) => [namespace, files[localePath(language, namespace)]]),
  ) as TranslationResources;
}

/** Some namespaces' texts as components translate with them; for tests that render components on their own. */
export function readTranslationBundle(
  language: Language,
  namespaces: readonly Namespace[],
): TranslationBundle {
  return { language, resources: readTranslations(language, namespaces) };
}

/** What a loader returns as `i18n`: the addresses of its namespaces' files in the page language. */
export function loadTranslations(language: Language, namespaces: readonly Namespace[]): TranslationFiles {
  return {
    language,
    files: Object.fromEntries(
      namespaces.map((namespace) => [namespace, fileUrls[localePath(language, namespace)]]),
    ),
  };
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
