import { pageLanguageOf } from './language-path';
import type { TranslationResources } from './namespaces';
import { translationBundle, translationFilesOf } from './translation-files';
import type { Translate } from './translator';
import { createTranslator, FOR_METADATA } from './translator';

type MetaMatch = { loaderData?: unknown } | undefined;

/**
 * A translator for a route's `meta` export, built from the translation bundles of all matched loaders
 * (meta runs outside React, so it cannot use useTranslation).
 */
export function translatorForMeta({
  matches,
  location,
}: {
  matches: readonly MetaMatch[];
  location: { pathname: string };
}): Translate {
  const language = pageLanguageOf(location.pathname);
  const resources: TranslationResources = {};
  for (const match of matches) {
    const sent = translationFilesOf(match?.loaderData);
    if (sent?.language !== language) continue;
    // Meta cannot wait: a file still on its way leaves its keys untranslated in a render React then throws away,
    // as the page's own translations suspend it until the files arrive.
    const bundle = translationBundle(sent);
    if (bundle.status === 'fulfilled' && bundle.value) Object.assign(resources, bundle.value.resources);
  }
  return createTranslator(language, resources, FOR_METADATA);
}
