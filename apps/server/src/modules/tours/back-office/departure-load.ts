import { runsOn } from '@konak/domain/tours/tour-departures';
import type { ScheduledTour } from './tour-schedules.ts';

export type BookedDeparture = { startTime: string; people: number; bookings: number };

export type DepartureLoad = {
  runs: boolean;
  times: { startTime: string; bookedPeople: number; places: number }[];
  bookedPeople: number;
  places: number;
  bookings: number;
};

/**
 * One tour day's start times with the people booked on each against its places: the schedule's times when an
 * active tour runs that day, plus any time that still has bookings (the schedule changed, or the tour was
 * deactivated), so no booked guest is ever missing from the operator's view.
 */
export function departureLoad(
  tour: ScheduledTour,
  date: string,
  booked: readonly BookedDeparture[],
): DepartureLoad {
  const runs = tour.isActive && runsOn(tour, date);
  const startTimes = new Set(runs ? tour.startTimes : []);
  for (const departure of booked) startTimes.add(departure.startTime);
  const times = [...startTimes].sort().map((startTime) => ({
    startTime,
    bookedPeople: booked
      .filter((departure) => departure.startTime === startTime)
      .reduce((sum, departure) => sum + departure.people, 0),
    places: tour.maxPeople,
  }));
  return {
    runs,
    times,
    bookedPeople: times.reduce((sum, time) => sum + time.bookedPeople, 0),
    places: times.reduce((sum, time) => sum + time.places, 0),
    bookings: booked.reduce((sum, departure) => sum + departure.bookings, 0),
  };
}
