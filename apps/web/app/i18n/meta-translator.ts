import { pageLanguageOf } from './language-path';
import type { TranslationBundle, TranslationResources } from './namespaces';
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
    const data = match?.loaderData;
    if (typeof data !== 'object' || data === null || !('i18n' in data)) continue;
    const bundle = (data as { i18n: TranslationBundle }).i18n;
    if (bundle.language === language) Object.assign(resources, bundle.resources);
  }
  return createTranslator(language, resources, FOR_METADATA);
}
