import { createHash } from 'node:crypto';
import { isSupportedLanguage, type Language } from '@konak/domain/languages';
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

/** Names the files' addresses, which change with their content: a new text makes a new address. */
function versionOf(urls: readonly string[]): string {
  return createHash('sha256').update(urls.join('\n')).digest('base64url').slice(0, 12);
}

const NAMESPACES_SEPARATOR = '+';

/** `/i18n/tr/common+listing.<version>.json`: one answer with the files of these namespaces (decision 114). */
function filesTogetherPath(language: Language, namespaces: readonly Namespace[]): string {
  const urls = namespaces.map((namespace) => fileUrls[localePath(language, namespace)] ?? '');
  return `/i18n/${language}/${namespaces.join(NAMESPACES_SEPARATOR)}.${versionOf(urls)}.json`;
}

readTranslationFilesWith({ read: (url) => contentByUrl.get(url), together: filesTogetherPath });

/**
 * The answer to `/i18n/{language}/{file}` (apps/server's web pages): each file's content keyed by its address, and
 * whether the address asked for is this build's (then it may be kept for good). Undefined for anything else.
 */
export function translationFilesAnswer(
  language: string,
  file: string,
): { files: Record<string, unknown>; current: boolean } | undefined {
  const match = /^([a-z-]+(?:\+[a-z-]+)*)\.([A-Za-z0-9_-]{12})\.json$/.exec(file);
  if (!match || !isSupportedLanguage(language)) return undefined;
  const namespaces = (match[1] ?? '').split(NAMESPACES_SEPARATOR);
  const paths = namespaces.map((namespace) => pathOf(language, namespace));
  if (namespaces.length > 8 || paths.some((path) => !files[path] || !fileUrls[path])) return undefined;
  const urls = paths.map((path) => fileUrls[path] ?? '');
  return {
    files: Object.fromEntries(urls.map((url, index) => [url, files[paths[index] ?? '']])),
    current: match[2] === versionOf(urls),
  };
}

/** Where a namespace's file of a language sits among the globbed files (which may not hold it). */
function pathOf(language: string, namespace: string): string {
  return `./locales/${language}/${namespace}.json`;
}

function localePath(language: Language, namespace: Namespace): string {
  const path = pathOf(language, namespace);
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
