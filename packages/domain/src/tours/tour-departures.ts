// The departures of a tour: the days it runs and its start times, in Istanbul (decision 058).
import { addDays, daysBetween, istanbulDateTime } from '../stay-dates.ts';

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

/** A start time as the tour's guide says it: 24-hour "HH:MM", Istanbul time. */
export const START_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The furthest a departures request may reach in one call; a calendar shows two months at most. */
export const MAX_DEPARTURE_RANGE_DAYS = 62;

export type TourSchedule = {
  /** Sorted "HH:MM" times, at least one. */
  startTimes: readonly string[];
  /** The ISO weekdays it runs, at least one. */
  weekdays: readonly number[];
};

export type TourDepartureViolation =
  | { code: 'tour_not_running' }
  | { code: 'start_time_unknown'; startTimes: readonly string[] }
  | { code: 'departure_in_past' };

export function isStartTime(value: unknown): value is string {
  return typeof value === 'string' && START_TIME_PATTERN.test(value);
}

/** The ISO weekday of a `YYYY-MM-DD` date (its own calendar, whatever the machine's time zone). */
export function isoWeekdayOf(date: string): IsoWeekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

export function runsOn(schedule: Pick<TourSchedule, 'weekdays'>, date: string): boolean {
  return schedule.weekdays.includes(isoWeekdayOf(date));
}

/** "YYYY-MM-DDTHH:MM" in Istanbul at an instant: compares as a string with a departure's date and time. */
export function istanbulMinute(instant: Date): string {
  const { date, time } = istanbulDateTime(instant);
  return `${date}T${time}`;
}

/** A departure that has left (or leaves this very minute) can no longer be joined. */
export function hasDeparted(date: string, startTime: string, now: Date): boolean {
  return `${date}T${startTime}` <= istanbulMinute(now);
}

/**
 * Whether a departure exists and can still be booked: the tour runs that weekday, has that start time, and the
 * departure is still ahead in Istanbul time. Whether the party fits is counted under a lock when storing.
 */
export function checkTourDeparture(
  schedule: TourSchedule,
  date: string,
  startTime: string,
  now: Date,
): TourDepartureViolation[] {
  if (hasDeparted(date, startTime, now)) return [{ code: 'departure_in_past' }];
  const violations: TourDepartureViolation[] = [];
  if (!runsOn(schedule, date)) violations.push({ code: 'tour_not_running' });
  if (!schedule.startTimes.includes(startTime)) {
    violations.push({ code: 'start_time_unknown', startTimes: schedule.startTimes });
  }
  return violations;
}

/** Places still free on a tour departure (one date and start time). */
export function tourPlacesLeft(maxPeople: number, bookedPeople: number): number {
  return Math.max(0, maxPeople - bookedPeople);
}

export type DepartureTime = { startTime: string; placesLeft: number };
export type DepartureDay = { date: string; times: DepartureTime[] };

/** The key of a departure in maps of booked people. */
export const departureKey = (date: string, startTime: string) => `${date} ${startTime}`;

/**
 * Every running day from `from` to `to` (inclusive) with its start times still ahead and their places left.
 * `booked` holds the people of live bookings per departureKey. Days whose departures have all left are omitted.
 */
export function tourDepartures(input: {
  schedule: TourSchedule;
  maxPeople: number;
  from: string;
  to: string;
  booked: ReadonlyMap<string, number>;
  now: Date;
}): DepartureDay[] {
  const days: DepartureDay[] = [];
  // Counted in days, not by comparing strings: the day after 9999-12-31 prints as "+010000-01-01".
  const dayCount = daysBetween(input.from, input.to) + 1;
  for (let offset = 0; offset < dayCount; offset++) {
    const date = addDays(input.from, offset);
    if (!runsOn(input.schedule, date)) continue;
    const times = input.schedule.startTimes
      .filter((startTime) => !hasDeparted(date, startTime, input.now))
      .map((startTime) => ({
        startTime,
        placesLeft: tourPlacesLeft(input.maxPeople, input.booked.get(departureKey(date, startTime)) ?? 0),
      }));
    if (times.length > 0) days.push({ date, times });
  }
  return days;
}
