import type { CalendarDay } from '@konak/domain/api/pricing-calendar/calendar-day';
import { addDays as addIsoDays, istanbulToday } from '@konak/domain/stay-dates';
import { useCallback, useEffect, useState } from 'react';
import { calendarRange } from './api/calendar-range';

/** How far ahead stays can be chosen: the year the owners publish prices for (as on the apartment page). */
export const CALENDAR_DAYS_AHEAD = 365;

export type Availability =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'loaded';
      /** Today in Istanbul: the first day of the calendar. */
      firstDate: string;
      /** The last night the calendar knows. */
      lastDate: string;
      days: ReadonlyMap<string, CalendarDay>;
    };

/**
 * The apartment's year of days from GET /api/pricing-calendar/range: which nights can be booked and each day's
 * minimum stay, for the date picker and the form's rules. `reload` fetches it again (after "try again", or
 * when the server said the dates were taken meanwhile). Tours have no calendar: pass null.
 */
export function useAvailability(apartmentId: string | null) {
  const [availability, setAvailability] = useState<Availability>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how reload asks for a new call.
  useEffect(() => {
    if (!apartmentId) return;
    const abort = new AbortController();
    const firstDate = istanbulToday();
    const endDate = addIsoDays(firstDate, CALENDAR_DAYS_AHEAD);
    calendarRange({ apartmentId, startDate: firstDate, endDate }, { signal: abort.signal })
      .then((answer) => {
        const days = new Map(answer.items.map((day) => [day.date, day]));
        const lastDate = answer.items.at(-1)?.date ?? addIsoDays(firstDate, -1);
        setAvailability({ status: 'loaded', firstDate, lastDate, days });
      })
      .catch(() => {
        if (!abort.signal.aborted) setAvailability({ status: 'failed' });
      });
    return () => abort.abort();
  }, [apartmentId, attempt]);

  const reload = useCallback(() => {
    // A failed calendar shows its loading state again; a loaded one stays on screen until the new one arrives.
    setAvailability((current) => (current.status === 'failed' ? { status: 'loading' } : current));
    setAttempt((count) => count + 1);
  }, []);
  return { availability, reload };
}
