import { describe, expect, it } from 'vitest';
import { NO_CHILDREN } from '../guests.ts';
import { checkApartmentBooking, checkTourBooking, tourPeople } from './booking-rules.ts';

// Noon on 1 June 2026 in Istanbul.
const now = new Date('2026-06-01T09:00:00Z');
const couple = { adults: 2, children: 0, childrenAgeGroups: undefined };
const apartmentBooking = {
  checkIn: '2026-06-20',
  checkOut: '2026-06-23',
  isRefundable: false,
  party: couple,
  occupancy: { maxCapacity: 4 },
  calendar: [],
  now,
};
const codes = (violations: { code: string }[]) => violations.map((violation) => violation.code);

describe('apartment booking rules (spec §5)', () => {
  it('accepts a valid stay', () => {
    expect(checkApartmentBooking(apartmentBooking)).toEqual([]);
  });

  it('needs check-in 7 or more days away for a refundable booking', () => {
    expect(checkApartmentBooking({ ...apartmentBooking, isRefundable: true })).toEqual([]);
    const soon = { ...apartmentBooking, checkIn: '2026-06-07', checkOut: '2026-06-09', isRefundable: true };
    expect(checkApartmentBooking(soon)).toEqual([{ code: 'refundable_too_late', lastDate: '2026-05-31' }]);
    expect(checkApartmentBooking({ ...soon, checkIn: '2026-06-08' })).toEqual([]);
    expect(checkApartmentBooking({ ...soon, isRefundable: false })).toEqual([]);
  });

  it('needs every child in an age group', () => {
    const party = { adults: 2, children: 2, childrenAgeGroups: undefined };
    expect(codes(checkApartmentBooking({ ...apartmentBooking, party }))).toEqual(['age_groups_missing']);
    const incomplete = { ...party, childrenAgeGroups: { ...NO_CHILDREN, under2: 1 } };
    expect(codes(checkApartmentBooking({ ...apartmentBooking, party: incomplete }))).toEqual([
      'age_groups_mismatch',
    ]);
  });

  it('needs the party to fit the apartment (infants aside)', () => {
    const party = { adults: 4, children: 2, childrenAgeGroups: { ...NO_CHILDREN, under2: 1, above7: 1 } };
    expect(checkApartmentBooking({ ...apartmentBooking, party })).toEqual([
      { code: 'too_many_guests', guests: 5, maxCapacity: 4 },
    ]);
    const withInfant = { adults: 4, children: 1, childrenAgeGroups: { ...NO_CHILDREN, under2: 1 } };
    expect(checkApartmentBooking({ ...apartmentBooking, party: withInfant })).toEqual([]);
  });

  it('refuses past check-ins, closed nights, short stays and stays over 30 nights', () => {
    expect(codes(checkApartmentBooking({ ...apartmentBooking, checkIn: '2026-05-31' }))).toEqual([
      'check_in_in_past',
    ]);
    const calendar = [
      { date: '2026-06-21', priceCents: 10_000, originalPriceCents: null, minStayNights: 1, isClosed: true },
      { date: '2026-06-20', priceCents: 10_000, originalPriceCents: null, minStayNights: 5, isClosed: false },
    ];
    expect(codes(checkApartmentBooking({ ...apartmentBooking, calendar }))).toEqual([
      'closed_nights',
      'min_stay_not_met',
    ]);
    expect(codes(checkApartmentBooking({ ...apartmentBooking, checkOut: '2026-07-21' }))).toEqual([
      'stay_too_long',
    ]);
    expect(codes(checkApartmentBooking({ ...apartmentBooking, checkOut: '2026-07-20' }))).toEqual([]);
  });

  it('puts the most basic problem first', () => {
    const everything = {
      ...apartmentBooking,
      checkIn: '2026-06-03',
      checkOut: '2026-07-10',
      isRefundable: true,
      party: { adults: 9, children: 1, childrenAgeGroups: undefined },
      calendar: [
        { date: '2026-06-04', priceCents: 1, originalPriceCents: null, minStayNights: 1, isClosed: true },
      ],
    };
    expect(codes(checkApartmentBooking(everything))).toEqual([
      'stay_too_long',
      'refundable_too_late',
      'age_groups_missing',
      'too_many_guests',
      'closed_nights',
    ]);
  });

  it('stops at dates that are not dates', () => {
    expect(codes(checkApartmentBooking({ ...apartmentBooking, checkOut: '2026-02-30' }))).toEqual([
      'invalid_date',
    ]);
  });
});

describe('tour booking rules', () => {
  // Runs every day at 10:00 and 14:30; `now` is 12:00 in Istanbul on 1 June 2026.
  const schedule = { startTimes: ['10:00', '14:30'], weekdays: [1, 2, 3, 4, 5, 6, 7] };
  const tourBooking = {
    date: '2026-06-15',
    startTime: '10:00',
    schedule,
    isRefundable: false,
    party: couple,
    now,
  };

  it('accepts a departure still ahead, refuses one that has left', () => {
    expect(checkTourBooking(tourBooking)).toEqual([]);
    expect(checkTourBooking({ ...tourBooking, date: '2026-06-01', startTime: '14:30' })).toEqual([]);
    expect(codes(checkTourBooking({ ...tourBooking, date: '2026-06-01' }))).toEqual(['departure_in_past']);
    expect(codes(checkTourBooking({ ...tourBooking, date: '2026-05-31' }))).toEqual(['departure_in_past']);
  });

  it('needs a start time the tour has, on a day it runs', () => {
    expect(codes(checkTourBooking({ ...tourBooking, startTime: '11:00' }))).toEqual(['start_time_unknown']);
    // 15 June 2026 is a Monday.
    const closedMondays = { ...schedule, weekdays: [2, 3, 4, 5, 6, 7] };
    expect(codes(checkTourBooking({ ...tourBooking, schedule: closedMondays }))).toEqual([
      'tour_not_running',
    ]);
  });

  it('applies the refundable window and the age groups', () => {
    expect(codes(checkTourBooking({ ...tourBooking, date: '2026-06-05', isRefundable: true }))).toEqual([
      'refundable_too_late',
    ]);
    const party = { adults: 1, children: 1, childrenAgeGroups: undefined };
    expect(codes(checkTourBooking({ ...tourBooking, party }))).toEqual(['age_groups_missing']);
    expect(codes(checkTourBooking({ ...tourBooking, party: { ...couple, adults: 0 } }))).toEqual([
      'adult_required',
    ]);
  });

  it('counts every person, infants included, against the places left', () => {
    expect(tourPeople({ adults: 2, children: 2 })).toBe(4);
  });
});
