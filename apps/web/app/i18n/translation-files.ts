import type { Language } from '@konak/domain/languages';
import type { Namespace, TranslationBundle, TranslationResources } from './namespaces';

/**
 * What a loader returns under `i18n`: the page language and the address of each namespace's JSON file, a hashed
 * build asset. The texts themselves stay out of the page's HTML and `.data` answers: the browser fetches each file
 * once and keeps it, and the document of a first visit fits in fewer round trips (decision 114).
 */
export type TranslationFiles = { language: Language; files: { [N in Namespace]?: string } };

/** A promise React's `use` reads at once when it is already settled (it looks at `status` and `value`). */
type Settled<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T };

function settledWith<T>(value: T): Settled<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

function settleWhenDone<T>(promise: Promise<T>): Settled<T> {
  const settled: Settled<T> = promise;
  promise.then(
    (value) => Object.assign(settled, { status: 'fulfilled', value }),
    () => Object.assign(settled, { status: 'rejected' }),
  );
  return settled;
}

const requested = new Map<string, Settled<unknown>>();
type BuiltFiles = {
  read: (url: string) => unknown;
  /** The address of one answer holding several namespaces' files, keyed by their own addresses. */
  together: (language: Language, namespaces: readonly Namespace[]) => string;
};
let builtFiles: BuiltFiles | undefined;

/** The server reads the build's own files (translations.server.ts) rather than asking itself over HTTP. */
export function readTranslationFilesWith(files: BuiltFiles): void {
  builtFiles = files;
}

async function fetchTranslationFile(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Translation file ${url} answered ${response.status}`);
  return response.json();
}

/** One namespace's texts by the address a loader sent; each address is fetched once (again only after a failure). */
export function translationFile(url: string): Settled<unknown> {
  let file = requested.get(url);
  if (!file) {
    if (builtFiles) {
      const content = builtFiles.read(url);
      if (content === undefined) throw new Error(`No translation file at ${url}`);
      file = settledWith(content);
    } else {
      const loading = fetchTranslationFile(url);
      loading.catch(() => requested.delete(url));
      file = settleWhenDone(loading);
    }
    requested.set(url, file);
  }
  return file;
}

const bundles = new WeakMap<TranslationFiles, Settled<TranslationBundle>>();

/**
 * The texts of a loader's files as one bundle, settled at once when every file has arrived (always on the server,
 * and for a page's own files in the browser: entry.client.tsx waits for them before hydrating). The same files
 * object always gives the same bundle object, so components that translate keep their props.
 */
export function translationBundle(sent: TranslationFiles): Settled<TranslationBundle> {
  let bundle = bundles.get(sent);
  if (!bundle) {
    const entries = Object.entries(sent.files).map(
      ([namespace, url]) => [namespace, translationFile(url)] as const,
    );
    const build = (values: unknown[]): TranslationBundle => ({
      language: sent.language,
      resources: Object.fromEntries(
        entries.map(([namespace], index) => [namespace, values[index]]),
      ) as TranslationResources,
    });
    bundle = entries.every(([, file]) => file.status === 'fulfilled')
      ? settledWith(build(entries.map(([, file]) => file.value)))
      : settleWhenDone(Promise.all(entries.map(([, file]) => file)).then(build));
    // A failed file is asked for again by the next render, so its bundle must be made again too.
    bundle.catch(() => bundles.delete(sent));
    bundles.set(sent, bundle);
  }
  return bundle;
}

/** The `i18n` a loader returned, if any. */
export function translationFilesOf(loaderData: unknown): TranslationFiles | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('i18n' in loaderData)) return undefined;
  return (loaderData as { i18n?: TranslationFiles }).i18n;
}

/**
 * On the server, the address of the page's translation files in one answer: a first visit asks for one file
 * rather than one per namespace, each a request of its own on an HTTP/1.1 connection (decision 114). Undefined in
 * the browser, which never renders it (the document's link stays as the server wrote it).
 */
export function translationFilesTogether(
  language: Language,
  namespaces: readonly Namespace[],
): string | undefined {
  return builtFiles?.together(language, namespaces);
}

/** The attribute of the head's preload link of the page's translation files, which entry.client.tsx waits for. */
export const TRANSLATION_PRELOAD_ATTRIBUTE = 'data-translations';

/**
 * The translation files the page's HTML asked the browser to preload, fetched, each kept under its own address (as
 * loaders name them); a failure is left to the render, which asks for the files one by one.
 */
export async function loadPreloadedTranslations(document: Document): Promise<void> {
  const link = document.head.querySelector<HTMLLinkElement>(`link[${TRANSLATION_PRELOAD_ATTRIBUTE}]`);
  if (!link) return;
  try {
    const response = await fetch(link.href);
    if (!response.ok) return;
    const files = (await response.json()) as Record<string, unknown>;
    for (const [url, content] of Object.entries(files)) {
      if (!requested.has(url)) requested.set(url, settledWith(content));
    }
  } catch {
    // The render fetches each file on its own.
  }
}
