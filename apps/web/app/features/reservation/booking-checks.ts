import type { CalendarDay } from '@konak/domain/api/pricing-calendar/calendar-day';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '@konak/domain/auth/auth-limits';
import { type NightRate, toCents } from '@konak/domain/pricing';
import {
  type BookingParty,
  type BookingViolation,
  checkApartmentBooking,
  checkTourBooking,
  type TourBookingViolation,
  tourPeople,
} from '@konak/domain/reservations/booking-rules';
import type { DepartureTime } from '@konak/domain/tours/tour-departures';
import type { ReservationListing } from './reservation-listing';
import type { ReservationValues } from './reservation-values';

/** Where a problem is shown: next to its field, or (`session`) in the sign-in prompt. */
export type ProblemField =
  | 'session'
  | 'name'
  | 'email'
  | 'phone'
  | 'dates'
  | 'guests'
  | 'isRefundable'
  | 'acceptTerms';

/**
 * A broken rule of spec §5. The domain's booking violations come as they are (the server checks the same ones);
 * the others are what only the form knows: who is signed in, empty fields, nights the calendar shows as taken.
 */
export type Problem = {
  field: ProblemField;
} & ( // The domain's invalid_date names its own field (checkIn or checkOut); here both are the dates block.
  | Exclude<BookingViolation | TourBookingViolation, { code: 'invalid_date' }>
  | { code: 'invalid_date' }
  | { code: 'start_time_required' }
  | { code: 'not_enough_places'; placesLeft: number }
  | { code: 'sign_in_required' }
  | { code: 'name_required' }
  | { code: 'name_invalid' }
  | { code: 'email_required' }
  | { code: 'email_invalid' }
  | { code: 'phone_required' }
  | { code: 'phone_invalid' }
  | { code: 'dates_required' }
  | { code: 'check_in_unavailable'; date: string }
  | { code: 'nights_unavailable'; dates: string[] }
  | { code: 'too_many_people'; people: number; maxPeople: number }
  | { code: 'terms_required' }
);

export type BookingCheckInput = {
  listing: ReservationListing;
  values: ReservationValues;
  /** The apartment's calendar by date (available, minimum stay), or null while it is not known. */
  calendar: ReadonlyMap<string, CalendarDay> | null;
  signedIn: boolean;
  /** False when the phone input reported a number that breaks its country's rule. */
  phoneValid: boolean;
  now: Date;
  /** A tour's departures of the chosen date as last loaded, or undefined while not known. */
  departureTimes?: readonly DepartureTime[] | undefined;
};

/** A domain violation at its place in the form. */
function problemOf(violation: BookingViolation | TourBookingViolation): Problem {
  if (violation.code === 'invalid_date') return { field: 'dates', code: 'invalid_date' };
  return { ...violation, field: fieldOf(violation) };
}

function fieldOf(violation: BookingViolation | TourBookingViolation): ProblemField {
  switch (violation.code) {
    case 'refundable_too_late':
      return 'isRefundable';
    case 'invalid_guest_count':
    case 'adult_required':
    case 'age_groups_missing':
    case 'age_groups_mismatch':
    case 'too_many_guests':
    case 'too_many_adults':
    case 'too_many_children':
    case 'too_many_infants':
      return 'guests';
    default:
      return 'dates';
  }
}

/**
 * The calendar as the domain's night rates. A night the calendar does not offer (booked, closed, past) counts as
 * closed, so the domain's "no closed night" rule also covers nights another guest holds.
 */
function nightRates(calendar: ReadonlyMap<string, CalendarDay>, checkIn: string, checkOut: string) {
  const rates: NightRate[] = [];
  for (const day of calendar.values()) {
    if (day.date < checkIn || day.date >= checkOut) continue;
    rates.push({
      date: day.date,
      priceCents: toCents(day.price),
      originalPriceCents: day.originalPrice === null ? null : toCents(day.originalPrice),
      minStayNights: day.minStayNights,
      isClosed: !day.available,
    });
  }
  return rates;
}

/** "Closed" nights become the spec's two rules: the check-in day must be free, and every night after it. */
function availabilityProblems(violation: BookingViolation & { code: 'closed_nights' }, checkIn: string) {
  const problems: Problem[] = [];
  if (violation.dates.includes(checkIn)) {
    problems.push({ field: 'dates', code: 'check_in_unavailable', date: checkIn });
  }
  const later = violation.dates.filter((date) => date !== checkIn);
  if (later.length > 0) problems.push({ field: 'dates', code: 'nights_unavailable', dates: later });
  return problems;
}

function stayProblems({ listing, values, calendar, now, departureTimes }: BookingCheckInput): Problem[] {
  const { checkIn, checkOut } = values;
  const party: BookingParty = {
    adults: values.adults,
    children: values.children,
    childrenAgeGroups: values.childrenAgeGroups,
  };
  if (listing.type === 'tour') {
    if (!checkIn) return [{ field: 'dates', code: 'dates_required' }];
    if (!values.startTime) return [{ field: 'dates', code: 'start_time_required' }];
    const problems: Problem[] = checkTourBooking({
      date: checkIn,
      startTime: values.startTime,
      schedule: listing,
      isRefundable: values.isRefundable,
      party,
      now,
    }).map(problemOf);
    const people = tourPeople(party);
    const placesLeft = departureTimes?.find((time) => time.startTime === values.startTime)?.placesLeft;
    if (people > listing.maxPeople) {
      problems.push({ field: 'guests', code: 'too_many_people', people, maxPeople: listing.maxPeople });
    } else if (placesLeft !== undefined && people > placesLeft) {
      problems.push({ field: 'guests', code: 'not_enough_places', placesLeft });
    }
    return problems;
  }
  if (!checkIn || !checkOut) return [{ field: 'dates', code: 'dates_required' }];
  const violations = checkApartmentBooking({
    checkIn,
    checkOut,
    isRefundable: values.isRefundable,
    party,
    occupancy: {
      maxCapacity: listing.maxCapacity,
      ...(listing.maxAdults !== null ? { maxAdults: listing.maxAdults } : {}),
      ...(listing.maxChildren !== null ? { maxChildren: listing.maxChildren } : {}),
    },
    calendar: calendar ? nightRates(calendar, checkIn, checkOut) : [],
    now,
  });
  return violations.flatMap((violation): Problem[] =>
    violation.code === 'closed_nights' ? availabilityProblems(violation, checkIn) : [problemOf(violation)],
  );
}

/**
 * Spec §5 "basic e-mail pattern": something@domain.tld without spaces. The server's stricter schema has the last
 * word; the domain's zod field schemas would bring the phone metadata into this page with them.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function isValidName(name: string): boolean {
  const length = name.trim().length;
  return length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH;
}

function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

function contactProblems({ values, phoneValid }: BookingCheckInput): Problem[] {
  const problems: Problem[] = [];
  if (values.name.trim() === '') problems.push({ field: 'name', code: 'name_required' });
  else if (!isValidName(values.name)) problems.push({ field: 'name', code: 'name_invalid' });
  if (values.email.trim() === '') problems.push({ field: 'email', code: 'email_required' });
  else if (!isValidEmail(values.email)) problems.push({ field: 'email', code: 'email_invalid' });
  if (values.phone.trim() === '') problems.push({ field: 'phone', code: 'phone_required' });
  else if (!phoneValid) problems.push({ field: 'phone', code: 'phone_invalid' });
  return problems;
}

/**
 * Every reservation rule of spec §5 the browser can judge, in the order a guest should fix them: signing in,
 * then the stay and the party (the domain's booking rules, which the server runs again), then the contact
 * fields and the terms. Empty means the form may be sent; the server still has the last word on availability.
 */
export function checkBooking(input: BookingCheckInput): Problem[] {
  const problems: Problem[] = [];
  if (!input.signedIn) problems.push({ field: 'session', code: 'sign_in_required' });
  problems.push(...stayProblems(input), ...contactProblems(input));
  if (!input.values.acceptTerms) problems.push({ field: 'acceptTerms', code: 'terms_required' });
  return problems;
}

/**
 * Problems shown while the guest is still filling in the form: the stay and party rules, once there is a stay
 * to judge. Empty required fields, the terms and signing in are only raised by a first attempt to book.
 */
export function isShownBeforeSubmit(problem: Problem): boolean {
  return (
    (problem.field === 'dates' || problem.field === 'guests' || problem.field === 'isRefundable') &&
    problem.code !== 'dates_required' &&
    problem.code !== 'start_time_required'
  );
}
