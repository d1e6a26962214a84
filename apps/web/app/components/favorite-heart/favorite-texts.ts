import type { Language } from '@konak/domain/languages';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLanguage } from '../../i18n/i18n-context';
import type { NamespaceResources, TranslationBundle } from '../../i18n/namespaces';
import { createTranslator } from '../../i18n/translator';
import { useRouteTranslations } from '../../i18n/use-route-translations';
import { toast } from '../toast/toast';

// The hearts' words live with the member pages' (`account`, favorites.*). Pages with hearts but without that
// namespace (results, listing pages, the quick view) fetch the page language's file when the first heart shows.
const accountFiles = import.meta.glob<NamespaceResources['account']>('../../i18n/locales/*/account.json', {
  import: 'default',
});

const fetched = new Map<Language, TranslationBundle>();
const requested = new Set<Language>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function accountResources(language: Language): Promise<NamespaceResources['account']> {
  const load = accountFiles[`../../i18n/locales/${language}/account.json`];
  if (!load) return Promise.reject(new Error(`Missing translation file locales/${language}/account.json`));
  return load();
}

function fetchTexts(language: Language) {
  if (requested.has(language)) return;
  requested.add(language);
  accountResources(language).then(
    (account) => {
      fetched.set(language, { language, resources: { account } });
      for (const listener of listeners) listener();
    },
    // A failed chunk may be asked for again by the next heart that mounts.
    () => requested.delete(language),
  );
}

/**
 * The translation bundles a heart renders with: the page's, plus the `account` namespace fetched once per
 * language when the page did not send it; null until then. One store rather than a Suspense boundary per heart,
 * so every heart of a results page appears in the same commit.
 */
export function useFavoriteTexts(): readonly TranslationBundle[] | null {
  const { language } = useLanguage();
  const routeBundles = useRouteTranslations();
  const sentByPage = routeBundles.some(
    (bundle) => bundle.language === language && bundle.resources.account !== undefined,
  );
  const extra = useSyncExternalStore(
    subscribe,
    () => fetched.get(language) ?? null,
    () => null,
  );
  useEffect(() => {
    if (!sentByPage) fetchTexts(language);
  }, [sentByPage, language]);
  return useMemo(() => {
    if (sentByPage) return routeBundles;
    return extra ? [...routeBundles, extra] : null;
  }, [sentByPage, routeBundles, extra]);
}

const loadApiClient = () => import('../../lib/api-client');

/**
 * An error toast for a favourite call that failed outside the quick view (spec §8 "favourites could not be
 * loaded"), with the server's or the connection's message under it. One toast per kind, however many cards
 * shared the failed call.
 */
export async function showFavoriteFailure(kind: 'load' | 'update', error: unknown, language: Language) {
  const [account, { ApiError }] = await Promise.all([accountResources(language), loadApiClient()]);
  const translate = createTranslator(language, { account });
  const message = translate(
    'account',
    kind === 'load' ? 'favorites.loadFailed' : 'favorites.heart.updateFailed',
  );
  toast.error(message, {
    id: `favorites-${kind}-failed`,
    description: error instanceof ApiError ? error.message : undefined,
  });
}
