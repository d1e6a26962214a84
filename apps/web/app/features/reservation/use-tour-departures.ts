import { addDays as addIsoDays, istanbulToday } from '@konak/domain/stay-dates';
import type { DepartureTime } from '@konak/domain/tours/tour-departures';
import { useCallback, useEffect, useState } from 'react';
import { tourDepartures } from './api/tour-departures';

/** One call covers a shown month and the next (the API's limit is 62 days). */
const WINDOW_DAYS = 61;

export type TourDepartures = {
  status: 'loading' | 'failed' | 'loaded';
  /** Today in Istanbul, once known in the browser. */
  today: string | undefined;
  /** The start times with places left of each running day loaded so far. */
  days: ReadonlyMap<string, readonly DepartureTime[]>;
  /** Dates up to this one have been asked for: a date before it that is not in `days` does not run. */
  loadedUntil: string | undefined;
};

/**
 * The tour's departures from GET /api/tours/{id}/departures, month by month as the guest pages the calendar:
 * `showMonth` with the first visible day loads it and the next month when not loaded yet; `reload` asks again
 * (after "try again", or when a booking found a departure fuller than shown). Apartments have none: pass null.
 */
export function useTourDepartures(tourId: string | null) {
  const [state, setState] = useState<TourDepartures>({
    status: 'loading',
    today: undefined,
    days: new Map(),
    loadedUntil: undefined,
  });
  // The first day the next call asks for; set after hydration, as "today" is the browser's.
  const [windowStart, setWindowStart] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!tourId) return;
    const today = istanbulToday();
    setState((current) => ({ ...current, today }));
    setWindowStart(today);
  }, [tourId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how reload asks for a new call.
  useEffect(() => {
    if (!windowStart || !tourId) return;
    const abort = new AbortController();
    const to = addIsoDays(windowStart, WINDOW_DAYS);
    setState((current) => ({ ...current, status: 'loading' }));
    tourDepartures(tourId, { from: windowStart, to }, { signal: abort.signal })
      .then((answer) => {
        setState((current) => {
          const days = new Map(current.days);
          for (let date = windowStart; date <= to; date = addIsoDays(date, 1)) days.delete(date);
          for (const day of answer.items) days.set(day.date, day.times);
          const loadedUntil = current.loadedUntil && current.loadedUntil > to ? current.loadedUntil : to;
          return { ...current, status: 'loaded', days, loadedUntil };
        });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState((current) => ({ ...current, status: 'failed' }));
      });
    return () => abort.abort();
  }, [tourId, windowStart, attempt]);

  const showMonth = useCallback(
    (firstVisibleDay: string) => {
      const from = state.today && firstVisibleDay < state.today ? state.today : firstVisibleDay;
      // The months on screen end at most 61 days after the first one's first day.
      if (!state.loadedUntil || addIsoDays(from, WINDOW_DAYS) > state.loadedUntil) setWindowStart(from);
    },
    [state.today, state.loadedUntil],
  );
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { departures: state, showMonth, reload };
}
