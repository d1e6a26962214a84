import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { useCallback, useState } from 'react';
import { type ApiLoad, type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { myReservations } from '../api/my-reservations';

/** The member's stays now, ahead and behind (decision 034: Istanbul's "today" decides). */
export const LIST_NAMES = ['active', 'upcoming', 'history'] as const;
export type ListName = (typeof LIST_NAMES)[number];

export type ReservationList = { items: ReservationView[]; total: number; page: number };
type Lists = Record<ListName, ReservationList>;

export type ReservationLists =
  | Exclude<ApiLoad<Lists>, { status: 'loaded' }>
  | { status: 'loaded'; lists: Lists };

/** The first page of each list. */
const loadLists: ApiLoadCall<Lists> = async (options) => {
  const [active, upcoming, history] = await Promise.all(
    LIST_NAMES.map((name) => myReservations(name, 1, options)),
  );
  if (!active || !upcoming || !history) throw new TypeError('Missing list');
  const list = ({ items, total }: { items: ReservationView[]; total: number }) => ({ items, total, page: 1 });
  return { active: list(active), upcoming: list(upcoming), history: list(history) };
};

/**
 * The member's reservations from GET /api/reservations/my-active, my-upcoming and my-history, loaded in the
 * browser in the page language; `loadMore` adds a list's next page, `moveToHistory` puts a changed reservation
 * (cancelled) into the history, `retry` loads everything again.
 */
export function useReservationLists() {
  const { state: load, retry, update, language } = useApiLoad(loadLists);
  const [loadingMore, setLoadingMore] = useState<ListName | null>(null);

  const loadMore = useCallback(
    async (name: ListName) => {
      if (load.status !== 'loaded' || loadingMore) return false;
      const current = load.data[name];
      setLoadingMore(name);
      try {
        const next = await myReservations(name, current.page + 1, { language });
        update((lists) => {
          const known = new Set(lists[name].items.map((item) => item.id));
          const items = [...lists[name].items, ...next.items.filter((item) => !known.has(item.id))];
          return { ...lists, [name]: { items, total: next.total, page: current.page + 1 } };
        });
        return true;
      } catch {
        return false;
      } finally {
        setLoadingMore(null);
      }
    },
    [load, loadingMore, language, update],
  );

  /** A reservation the member cancelled leaves its list for the top of the history. */
  const moveToHistory = useCallback(
    (changed: ReservationView) =>
      update((lists) => {
        const without = (list: ReservationList): ReservationList => {
          const items = list.items.filter((item) => item.id !== changed.id);
          return { ...list, items, total: list.total - (list.items.length - items.length) };
        };
        const history = without(lists.history);
        return {
          active: without(lists.active),
          upcoming: without(lists.upcoming),
          history: { ...history, items: [changed, ...history.items], total: history.total + 1 },
        };
      }),
    [update],
  );

  const state: ReservationLists = load.status === 'loaded' ? { status: 'loaded', lists: load.data } : load;
  return { state, retry, loadMore, loadingMore, moveToHistory };
}
