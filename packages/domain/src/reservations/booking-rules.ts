import { canBookRefundable, lastFreeCancellationDate } from '../cancellation.ts';
import {
  type ApartmentOccupancy,
  type ChildrenAgeGroups,
  checkChildrenAgeGroups,
  checkGuestsFit,
  type GuestViolation,
} from '../guests.ts';
import { checkStayRules, type NightRate, type StayViolation } from '../pricing.ts';
import {
  checkTourDeparture,
  type TourDepartureViolation,
  type TourSchedule,
} from '../tours/tour-departures.ts';

/** The party of a booking; the age groups are complete when they hold every child (spec §5). */
export type BookingParty = {
  adults: number;
  children: number;
  childrenAgeGroups: ChildrenAgeGroups | undefined;
};

export type RefundableViolation = { code: 'refundable_too_late'; lastDate: string };
export type BookingViolation = StayViolation | GuestViolation | RefundableViolation;

// Most basic first, so the first violation is the one a guest should fix first.
const ORDER: Record<BookingViolation['code'], number> = {
  invalid_date: 0,
  check_out_not_after_check_in: 1,
  check_in_in_past: 2,
  stay_too_long: 3,
  refundable_too_late: 4,
  invalid_guest_count: 5,
  adult_required: 6,
  age_groups_missing: 7,
  age_groups_mismatch: 8,
  too_many_guests: 9,
  too_many_adults: 10,
  too_many_children: 11,
  too_many_infants: 12,
  closed_nights: 13,
  min_stay_not_met: 14,
};

function byImportance(violations: BookingViolation[]): BookingViolation[] {
  return violations.sort((a, b) => ORDER[a.code] - ORDER[b.code]);
}

export type TourBookingViolation = TourDepartureViolation | RefundableViolation | GuestViolation;

const TOUR_ORDER: Record<TourBookingViolation['code'], number> = {
  departure_in_past: -3,
  tour_not_running: -2,
  start_time_unknown: -1,
  ...ORDER,
};

function byTourImportance(violations: TourBookingViolation[]): TourBookingViolation[] {
  return violations.sort((a, b) => TOUR_ORDER[a.code] - TOUR_ORDER[b.code]);
}

/** Spec §5: a refundable booking needs check-in at least 7 days away (Istanbul calendar). */
function refundableViolation(checkIn: string, isRefundable: boolean, now: Date): RefundableViolation[] {
  if (!isRefundable || canBookRefundable(checkIn, now)) return [];
  return [{ code: 'refundable_too_late', lastDate: lastFreeCancellationDate(checkIn) }];
}

export type ApartmentBookingInput = {
  checkIn: string;
  checkOut: string;
  isRefundable: boolean;
  party: BookingParty;
  occupancy: ApartmentOccupancy;
  /** The calendar rows of the stay's nights. */
  calendar: readonly NightRate[];
  now: Date;
};

/**
 * Every reservation rule of spec §5 that can be judged without other bookings: valid dates not in the past,
 * at most 30 nights, refundable only ≥ 7 days ahead, all age groups given, the party fits, no closed night,
 * the check-in night's minimum stay. Empty means bookable; availability is settled by the database.
 */
export function checkApartmentBooking(input: ApartmentBookingInput): BookingViolation[] {
  const stay = checkStayRules({
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    calendar: input.calendar,
    now: input.now,
  });
  // Without valid dates nothing else can be judged.
  if (stay.some((violation) => violation.code === 'invalid_date')) return stay;
  return byImportance([
    ...stay,
    ...refundableViolation(input.checkIn, input.isRefundable, input.now),
    ...checkGuestsFit(input.party, input.occupancy),
  ]);
}

export type TourBookingInput = {
  date: string;
  startTime: string;
  schedule: TourSchedule;
  isRefundable: boolean;
  party: BookingParty;
  now: Date;
};

/**
 * A tour booking: a departure the tour has (a running day, one of its start times) still ahead in Istanbul,
 * refundable only ≥ 7 days ahead, at least one adult and all age groups given. The places left are counted
 * under a lock on the tour when the booking is stored.
 */
export function checkTourBooking({
  date,
  startTime,
  schedule,
  isRefundable,
  party,
  now,
}: TourBookingInput): TourBookingViolation[] {
  const violations: TourBookingViolation[] = [...checkTourDeparture(schedule, date, startTime, now)];
  violations.push(...refundableViolation(date, isRefundable, now));
  if (party.adults < 1) violations.push({ code: 'adult_required' });
  const groups = checkChildrenAgeGroups(party.children, party.childrenAgeGroups);
  if (groups) violations.push(groups);
  return byTourImportance(violations);
}

/** Everyone on a tour takes a place, infants included: maxPeople is the size of the group the guide leads. */
export function tourPeople(party: Pick<BookingParty, 'adults' | 'children'>): number {
  return party.adults + party.children;
}
