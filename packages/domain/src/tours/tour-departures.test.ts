import { describe, expect, it } from 'vitest';
import {
  checkTourDeparture,
  departureKey,
  hasDeparted,
  isoWeekdayOf,
  isStartTime,
  runsOn,
  tourDepartures,
  tourPlacesLeft,
} from './tour-departures.ts';

// 12:00 in Istanbul (UTC+3) on Monday 1 June 2026.
const now = new Date('2026-06-01T09:00:00Z');
const foodTour = { startTimes: ['18:00'], weekdays: [2, 3, 4, 5, 6, 7] };
const cruise = { startTimes: ['10:00', '14:30'], weekdays: [1, 2, 3, 4, 5, 6, 7] };

describe('tour departures', () => {
  it('reads weekdays from the date itself', () => {
    expect(isoWeekdayOf('2026-06-01')).toBe(1);
    expect(isoWeekdayOf('2026-06-07')).toBe(7);
    expect(runsOn(foodTour, '2026-06-01')).toBe(false);
    expect(runsOn(foodTour, '2026-06-02')).toBe(true);
  });

  it('accepts 24-hour start times only', () => {
    expect(isStartTime('09:30')).toBe(true);
    expect(isStartTime('23:59')).toBe(true);
    for (const bad of ['9:30', '24:00', '10:60', '10:00:00', ' 10:00', 10])
      expect(isStartTime(bad)).toBe(false);
  });

  it('judges the past in Istanbul time, whatever the machine’s zone', () => {
    expect(hasDeparted('2026-06-01', '11:59', now)).toBe(true);
    expect(hasDeparted('2026-06-01', '12:00', now)).toBe(true);
    expect(hasDeparted('2026-06-01', '12:01', now)).toBe(false);
    // 23:30 UTC on 31 May is already 02:30 on 1 June in Istanbul.
    expect(hasDeparted('2026-05-31', '23:00', new Date('2026-05-31T19:30:00Z'))).toBe(false);
    expect(hasDeparted('2026-05-31', '23:00', new Date('2026-05-31T23:30:00Z'))).toBe(true);
  });

  it('names what is wrong with a departure', () => {
    expect(checkTourDeparture(cruise, '2026-06-01', '14:30', now)).toEqual([]);
    expect(checkTourDeparture(cruise, '2026-06-01', '10:00', now)).toEqual([{ code: 'departure_in_past' }]);
    expect(checkTourDeparture(foodTour, '2026-06-08', '10:00', now)).toEqual([
      { code: 'tour_not_running' },
      { code: 'start_time_unknown', startTimes: ['18:00'] },
    ]);
  });

  it('counts places left per departure and never below zero', () => {
    expect(tourPlacesLeft(12, 9)).toBe(3);
    expect(tourPlacesLeft(12, 14)).toBe(0);
  });

  it('lists running days with the departures still ahead and their places left', () => {
    const booked = new Map([
      [departureKey('2026-06-01', '14:30'), 5],
      [departureKey('2026-06-02', '10:00'), 20],
    ]);
    expect(
      tourDepartures({ schedule: cruise, maxPeople: 20, from: '2026-06-01', to: '2026-06-02', booked, now }),
    ).toEqual([
      { date: '2026-06-01', times: [{ startTime: '14:30', placesLeft: 15 }] },
      {
        date: '2026-06-02',
        times: [
          { startTime: '10:00', placesLeft: 0 },
          { startTime: '14:30', placesLeft: 20 },
        ],
      },
    ]);
    const week = tourDepartures({
      schedule: foodTour,
      maxPeople: 10,
      from: '2026-06-01',
      to: '2026-06-07',
      booked: new Map(),
      now,
    });
    expect(week.map((day) => day.date)).toEqual([
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ]);
  });

  it('stops at the last day of the calendar: the day after 9999-12-31 is no date to count on', () => {
    const days = tourDepartures({
      schedule: cruise,
      maxPeople: 20,
      from: '9999-12-30',
      to: '9999-12-31',
      booked: new Map(),
      now,
    });
    expect(days.map((day) => day.date)).toEqual(['9999-12-30', '9999-12-31']);
  });
});
