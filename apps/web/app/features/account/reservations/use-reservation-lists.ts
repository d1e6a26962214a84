import type { ReservationPage, ReservationView } from '@konak/domain/api/reservations/reservation-view';
import type { Language } from '@konak/domain/languages';
import { useCallback, useEffect, useState } from 'react';
import { useLanguage } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { myReservations } from '../api/my-reservations';

/** The member's stays now, ahead and behind (decision 034: Istanbul's "today" decides). */
export const LIST_NAMES = ['active', 'upcoming', 'history'] as const;
export type ListName = (typeof LIST_NAMES)[number];

export type ReservationList = { items: ReservationView[]; total: number; page: number };

export type ReservationLists =
  | { status: 'loading' }
  | { status: 'loaded'; lists: Record<ListName, ReservationList> }
  /** `sessionExpired`: the token stopped working since the page checked it (401). */
  | { status: 'failed'; message: string | null; sessionExpired: boolean };

function fetchPage(name: ListName, page: number, language: Language, signal?: AbortSignal) {
  return myReservations(name, page, { language, signal });
}

/**
 * The member's reservations from GET /api/reservations/my-active, my-upcoming and my-history, loaded in the
 * browser in the page language; `loadMore` adds a list's next page, `replace` puts a changed reservation
 * (cancelled) into the history, `retry` loads everything again.
 */
export function useReservationLists() {
  const { language } = useLanguage();
  const [state, setState] = useState<ReservationLists>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState<ListName | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how "try again" asks for new calls.
  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'loading' });
    Promise.all(LIST_NAMES.map((name) => fetchPage(name, 1, language, abort.signal)))
      .then(([active, upcoming, history]) => {
        const list = (page: ReservationPage): ReservationList => ({
          items: page.items,
          total: page.total,
          page: 1,
        });
        if (!active || !upcoming || !history) throw new TypeError('Missing list');
        setState({
          status: 'loaded',
          lists: { active: list(active), upcoming: list(upcoming), history: list(history) },
        });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        setState(
          error instanceof ApiError
            ? { status: 'failed', message: error.message, sessionExpired: error.status === 401 }
            : { status: 'failed', message: null, sessionExpired: false },
        );
      });
    return () => abort.abort();
  }, [attempt, language]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const loadMore = useCallback(
    async (name: ListName) => {
      if (state.status !== 'loaded' || loadingMore) return false;
      const current = state.lists[name];
      setLoadingMore(name);
      try {
        const next = await fetchPage(name, current.page + 1, language);
        setState((latest) => {
          if (latest.status !== 'loaded') return latest;
          const known = new Set(latest.lists[name].items.map((item) => item.id));
          const items = [...latest.lists[name].items, ...next.items.filter((item) => !known.has(item.id))];
          return {
            status: 'loaded',
            lists: { ...latest.lists, [name]: { items, total: next.total, page: current.page + 1 } },
          };
        });
        return true;
      } catch {
        return false;
      } finally {
        setLoadingMore(null);
      }
    },
    [state, loadingMore, language],
  );

  /** A reservation the member cancelled leaves its list for the top of the history. */
  const moveToHistory = useCallback((changed: ReservationView) => {
    setState((latest) => {
      if (latest.status !== 'loaded') return latest;
      const without = (list: ReservationList): ReservationList => {
        const items = list.items.filter((item) => item.id !== changed.id);
        return { ...list, items, total: list.total - (list.items.length - items.length) };
      };
      const history = without(latest.lists.history);
      return {
        status: 'loaded',
        lists: {
          active: without(latest.lists.active),
          upcoming: without(latest.lists.upcoming),
          history: { ...history, items: [changed, ...history.items], total: history.total + 1 },
        },
      };
    });
  }, []);

  return { state, retry, loadMore, loadingMore, moveToHistory };
}
