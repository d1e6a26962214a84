import type { Language } from '@konak/domain/languages';
import { useMatches } from 'react-router';

/**
 * The same page's path in every language, for pages whose path itself is translated (an apartment's slug differs
 * per language). A route loader returns it as `alternates`; the language switcher links to these paths instead of
 * only swapping the prefix.
 */
export type LanguageAlternates = Record<Language, string>;

function alternatesOf(loaderData: unknown): LanguageAlternates | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('alternates' in loaderData))
    return undefined;
  return (loaderData as { alternates?: LanguageAlternates | null }).alternates ?? undefined;
}

/** The deepest matched route's alternates, or undefined when the page's path is the same in every language. */
export function useLanguageAlternates(): LanguageAlternates | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const alternates = alternatesOf(matches[index]?.loaderData);
    if (alternates) return alternates;
  }
  return undefined;
}
