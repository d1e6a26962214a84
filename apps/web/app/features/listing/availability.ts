import type { CalendarDay } from '@konak/domain/api/pricing-calendar/calendar-day';
import { addDays, daysBetween, MAX_STAY_NIGHTS } from '@konak/domain/stay-dates';

/**
 * An apartment's year of availability in the shape the page sends to the browser: only what differs from an open
 * one-night-minimum day. A year of full CalendarDay objects is ~40 KB of page data; this is usually under 2 KB.
 */
export type Availability = {
  /** Today in Istanbul: the first day that can be booked. */
  firstDate: string;
  lastDate: string;
  /** Nights the owner closed (or that can no longer be booked). */
  closed: string[];
  /** Nights a reservation already covers. */
  booked: string[];
  /** Runs of consecutive days whose stays must last at least `nights` when they start on that day. */
  minStays: { from: string; to: string; nights: number }[];
};

/**
 * Days the server did not answer for are never offered: the calendar ends at the last day it returned (none at
 * all leaves nothing to choose rather than pretending every night is free).
 */
export function compactAvailability(days: readonly CalendarDay[], firstDate: string): Availability {
  const lastDate = days.at(-1)?.date ?? addDays(firstDate, -1);
  const availability: Availability = { firstDate, lastDate, closed: [], booked: [], minStays: [] };
  for (const day of days) {
    if (day.isBooked) availability.booked.push(day.date);
    else if (!day.available) availability.closed.push(day.date);
    if (day.minStayNights <= 1) continue;
    const run = availability.minStays.at(-1);
    if (run && run.nights === day.minStayNights && addDays(run.to, 1) === day.date) run.to = day.date;
    else availability.minStays.push({ from: day.date, to: day.date, nights: day.minStayNights });
  }
  return availability;
}

export type StaySelectionRules = {
  /** The night starting on this date can be booked. */
  isOpenNight(date: string): boolean;
  isBooked(date: string): boolean;
  minStayFrom(date: string): number;
  /** A stay can start on this date: its night is open and at least one allowed check-out follows. */
  canCheckIn(date: string): boolean;
  /** Allowed check-out dates after a check-in, or null when none. */
  checkOutWindow(checkIn: string): { earliest: string; latest: string } | null;
};

/**
 * The stay rules a date picker enforces before the server prices a stay: open nights only (the check-out day
 * itself may be taken, stays are half-open), the check-in day's minimum stay, at most 30 nights.
 */
export function staySelectionRules(availability: Availability): StaySelectionRules {
  const closed = new Set(availability.closed);
  const booked = new Set(availability.booked);
  const isOpenNight = (date: string) =>
    date >= availability.firstDate && date <= availability.lastDate && !closed.has(date) && !booked.has(date);
  const minStayFrom = (date: string) =>
    availability.minStays.find((run) => run.from <= date && date <= run.to)?.nights ?? 1;

  const checkOutWindow = (checkIn: string) => {
    if (!isOpenNight(checkIn)) return null;
    const earliest = addDays(checkIn, Math.max(1, minStayFrom(checkIn)));
    let latest = checkIn;
    for (let nights = 1; nights <= MAX_STAY_NIGHTS; nights += 1) {
      if (!isOpenNight(addDays(checkIn, nights - 1))) break;
      latest = addDays(checkIn, nights);
    }
    return daysBetween(earliest, latest) >= 0 ? { earliest, latest } : null;
  };

  return {
    isOpenNight,
    isBooked: (date) => booked.has(date),
    minStayFrom,
    canCheckIn: (date) => checkOutWindow(date) !== null,
    checkOutWindow,
  };
}
