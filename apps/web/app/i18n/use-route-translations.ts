import { use, useRef } from 'react';
import { useMatches } from 'react-router';
import type { TranslationBundle } from './namespaces';
import { translationBundle, translationFilesOf } from './translation-files';

/**
 * The translation bundles of all matched routes (their loaders' `i18n` files, fetched; a navigation to a page whose
 * files have not arrived yet waits for them). The list keeps its identity while the bundles are the same, because
 * the router re-renders on every navigation state change and a new list would re-render every component that
 * translates.
 */
export function useRouteTranslations(): readonly TranslationBundle[] {
  const bundles = useMatches()
    .map((match) => translationFilesOf(match.loaderData))
    .filter((files) => files !== undefined)
    .map((files) => {
      const bundle = translationBundle(files);
      return bundle.status === 'fulfilled' && bundle.value
        ? bundle.value
        : use(bundle as Promise<TranslationBundle>);
    });
  const previous = useRef(bundles);
  const unchanged =
    previous.current.length === bundles.length &&
    previous.current.every((bundle, index) => bundle === bundles[index]);
  if (!unchanged) previous.current = bundles;
  return previous.current;
}
