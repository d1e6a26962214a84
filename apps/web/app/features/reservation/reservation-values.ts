import type { ChildrenAgeGroups } from '@konak/domain/guests';
import { DEFAULT_GUEST_COUNTRY } from '@konak/domain/reservations/reservation-limits';
import { isIsoDate } from '@konak/domain/stay-dates';
import { isStartTime } from '@konak/domain/tours/tour-departures';

/** Spec §3 "Reservation form", as the page edits it. `phone` is "dial code, space, number". */
export type ReservationValues = {
  name: string;
  email: string;
  phone: string;
  checkIn: string | null;
  /** Apartments only: a tour is booked for its date (`checkIn`) and start time. */
  checkOut: string | null;
  /** Tours only: the departure's "HH:MM". */
  startTime: string | null;
  adults: number;
  children: number;
  childrenAgeGroups: ChildrenAgeGroups;
  message: string;
  /** ISO 3166 region of the guest (spec §3: default TR). */
  country: string;
  isRefundable: boolean;
  paymentMethod: 'card' | 'bank_transfer' | 'pay_at_door';
  acceptTerms: boolean;
};

/** The guest steppers' limits: higher than any apartment's capacity, like the search bar's. */
export const MAX_ADULTS = 16;
export const MAX_CHILDREN = 10;

const GROUPS = ['above7', 'between2And7', 'under2'] as const satisfies readonly (keyof ChildrenAgeGroups)[];

function count(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,2}$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed >= min && parsed <= max ? parsed : undefined;
}

/**
 * The form's first values from the search the book buttons carry (spec §3 "Search parameters":
 * ?checkIn&checkOut&adults&children&above7&between2And7&under2). Anything that makes no sense is left out
 * rather than refused: the form's own rules then ask for it.
 */
export function valuesFromSearch(params: URLSearchParams, type: 'apartment' | 'tour'): ReservationValues {
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  const startTime = params.get('startTime');
  const datesGiven =
    type === 'tour' ? isIsoDate(checkIn) : isIsoDate(checkIn) && isIsoDate(checkOut) && checkIn < checkOut;
  const children = count(params.get('children'), 0, MAX_CHILDREN) ?? 0;
  const childrenAgeGroups = { above7: 0, between2And7: 0, under2: 0 };
  if (children > 0) {
    for (const group of GROUPS) childrenAgeGroups[group] = count(params.get(group), 0, MAX_CHILDREN) ?? 0;
  }
  return {
    name: '',
    email: '',
    phone: '',
    checkIn: datesGiven ? checkIn : null,
    checkOut: datesGiven && type === 'apartment' ? checkOut : null,
    startTime: datesGiven && type === 'tour' && isStartTime(startTime) ? startTime : null,
    adults: count(params.get('adults'), 1, MAX_ADULTS) ?? 2,
    children,
    childrenAgeGroups,
    message: '',
    country: DEFAULT_GUEST_COUNTRY,
    isRefundable: false,
    paymentMethod: 'bank_transfer',
    acceptTerms: false,
  };
}

/** The stay and party as a search query, so a guest who signs in comes back to the same choices. */
export function searchOfValues(values: ReservationValues): string {
  const params = new URLSearchParams();
  if (values.checkIn) params.set('checkIn', values.checkIn);
  if (values.checkOut) params.set('checkOut', values.checkOut);
  if (values.startTime) params.set('startTime', values.startTime);
  params.set('adults', String(values.adults));
  params.set('children', String(values.children));
  if (values.children > 0) {
    for (const group of GROUPS) params.set(group, String(values.childrenAgeGroups[group]));
  }
  return `?${params}`;
}
