import { useRef } from 'react';
import { useMatches } from 'react-router';
import type { TranslationBundle } from './namespaces';

function bundleOf(loaderData: unknown): TranslationBundle | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('i18n' in loaderData)) return undefined;
  return (loaderData as { i18n?: TranslationBundle }).i18n;
}

/**
 * The translation bundles (`i18n` in loader data) of all matched routes. The list keeps its identity
 * while the bundles are the same, because the router re-renders on every navigation state change and
 * a new list would re-render every component that translates.
 */
export function useRouteTranslations(): readonly TranslationBundle[] {
  const bundles = useMatches()
    .map((match) => bundleOf(match.loaderData))
    .filter((bundle) => bundle !== undefined);
  const previous = useRef(bundles);
  const unchanged =
    previous.current.length === bundles.length &&
    previous.current.every((bundle, index) => bundle === bundles[index]);
  if (!unchanged) previous.current = bundles;
  return previous.current;
}
