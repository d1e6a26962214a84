// Test data and doubles for the reservation feature's tests: a listing, its calendar, a stubbed /api that records
// what was sent (headers included), and stand-ins for the login and success modals.
import type { CalendarDay } from '@konak/domain/api/pricing-calendar/calendar-day';
import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import { addDays as addIsoDays, nightsBetween } from '@konak/domain/stay-dates';
import { vi } from 'vitest';
import { NOT_FOUND, responseOf, withLogin } from '../../../test/api-doubles';
import { catalogueTour } from '../../../test/catalogue-fixtures';
import { ModalTitle } from '../../components/modal/modal-frame';
import type { ModalRegistry } from '../../components/modal/modal-provider';
import type { ReservationSuccessProps } from '../../components/modal/reservation-success-props';
import type { ReservationApartment, ReservationTour } from './reservation-listing';

/** Noon in Istanbul on Monday 1 June 2026: the tests' "now" (only Date is faked, timers run for real). */
export const NOW = new Date('2026-06-01T09:00:00Z');
export const TODAY = '2026-06-01';

export const apartment: ReservationApartment = {
  type: 'apartment',
  id: '6f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a23',
  title: 'Galata loft',
  slug: 'galata-loft',
  place: 'Galata, Beyoğlu, İstanbul',
  image: null,
  checkInTime: '14:00',
  checkOutTime: '11:00',
  maxCapacity: 4,
  maxAdults: null,
  maxChildren: null,
  guaranteeFeePercent: 20,
  basePrice: 100,
};

// The catalogue's test tour as the reservation page gets it.
const { id, title, meetingPoint, duration, maxPeople, startTimes, weekdays, price } = catalogueTour({
  id: '0b7e3c52-1f4a-4d8e-b6c9-2a5d8e1f3c47',
});
const reservationTour = { id, title, meetingPoint, duration, maxPeople, startTimes, weekdays, price };
export const tour: ReservationTour = { type: 'tour', image: null, ...reservationTour };

/** Booked on 20 June, closed on 25 June, stays from 1 July last at least 3 nights; everything else is open. */
export const BOOKED = '2026-06-20';
export const CLOSED = '2026-06-25';
export const MIN_STAY_DAY = '2026-07-01';

export function calendarDays(): CalendarDay[] {
  return Array.from({ length: 366 }, (_, index) => {
    const date = addIsoDays(TODAY, index);
    return {
      date,
      price: 100,
      originalPrice: null,
      minStayNights: date === MIN_STAY_DAY ? 3 : 1,
      isClosed: date === CLOSED,
      isBooked: date === BOOKED,
      available: date !== CLOSED && date !== BOOKED,
    };
  });
}

/**
 * The tour's departures as the server lists them from `from` to `to`: today's 10:00 has left; on 2 June the
 * 14:30 is full; 3 June is full; 4 June the tour does not run; every other day both times have all 12 places.
 */
export const FULL_DAY = '2026-06-03';
export const NOT_RUNNING_DAY = '2026-06-04';
export function tourDepartures(from: string, to: string) {
  const items: { date: string; times: { startTime: string; placesLeft: number }[] }[] = [];
  for (let date = from; date <= to; date = addIsoDays(date, 1)) {
    if (date === NOT_RUNNING_DAY) continue;
    const places = (startTime: string) =>
      date === FULL_DAY || (date === '2026-06-02' && startTime === '14:30')
        ? 0
        : date === '2026-06-02'
          ? 8
          : 12;
    const times = (date === TODAY ? ['14:30'] : ['10:00', '14:30']).map((startTime) => ({
      startTime,
      placesLeft: places(startTime),
    }));
    items.push({ date, times });
  }
  return { items, total: items.length, maxPeople: 12 };
}

/** The server's price of a stay at €100 a night, the first night discounted from €120. */
export function stayPrice(checkIn: string, checkOut: string): StayPriceResult {
  const nights = nightsBetween(checkIn, checkOut);
  const breakdown = Array.from({ length: nights }, (_, index) => ({
    date: addIsoDays(checkIn, index),
    price: 100,
    originalPrice: index === 0 ? 120 : null,
  }));
  return {
    checkIn,
    checkOut,
    nights,
    totalPrice: nights * 100,
    totalOriginalPrice: nights * 100 + 20,
    hasDiscount: true,
    pricePerNight: 100,
    currency: 'EUR',
    breakdown,
  };
}

export type Answer =
  | { status?: number; body?: unknown }
  | 'offline'
  | Promise<{ status?: number; body?: unknown }>;
export type ApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

/**
 * Replaces fetch, answering by "METHOD /path" without the query. The token check confirms the member, the
 * calendar and the price answer as above unless a route says otherwise; anything else is a 404.
 */
export function stubReservationApi(
  routes: Record<string, Answer | ((call: ApiCall) => Answer)> = {},
  { member }: { member: unknown },
) {
  const calls: ApiCall[] = [];
  const defaults: Record<string, (call: ApiCall) => Answer> = {
    'GET /auth/verify-token': () => ({ body: { valid: true, user: member } }),
    'GET /pricing-calendar/range': () => ({ body: { items: calendarDays(), total: 366 } }),
    [`GET /tours/${tour.id}/departures`]: (call) => ({
      body: tourDepartures(call.query.get('from') ?? TODAY, call.query.get('to') ?? TODAY),
    }),
    'POST /pricing-calendar/calculate-price': (call) => {
      const { checkIn, checkOut } = call.body as { checkIn: string; checkOut: string };
      return { body: stayPrice(checkIn, checkOut) };
    },
  };
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const parsed = new URL(url, 'https://konak.test');
    const method = init?.method ?? 'GET';
    const path = parsed.pathname.replace(/^\/api/, '');
    const call: ApiCall = {
      method,
      path,
      query: parsed.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    const key = `${method} ${path}`;
    if (key !== 'GET /auth/verify-token') calls.push(call);
    const route = routes[key] ?? defaults[key];
    const answer = await (typeof route === 'function' ? route(call) : (route ?? NOT_FOUND));
    return responseOf(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function SuccessDouble(props: ReservationSuccessProps) {
  return (
    <>
      <ModalTitle>Success</ModalTitle>
      <p data-testid="success-props">{JSON.stringify(props)}</p>
    </>
  );
}

export const modalDoubles: ModalRegistry = { ...withLogin, 'reservation-success': SuccessDouble };
