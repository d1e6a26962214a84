import { isIsoDate } from '@konak/domain/stay-dates';

/**
 * The guest's search as the rentals page writes it into URLs (spec §3 "Search parameters"):
 * ?checkIn=2026-12-01&checkOut=2026-12-05&adults=2&children=1&above7=1&between2And7=0&under2=0.
 * The apartment page reads it to price the stay and hands it on to the reservation page unchanged.
 */
export const SEARCH_PARAM_NAMES = [
  'checkIn',
  'checkOut',
  'adults',
  'children',
  'above7',
  'between2And7',
  'under2',
] as const;

const GUEST_PARAM_NAMES = ['adults', 'children', 'above7', 'between2And7', 'under2'] as const;
type GuestParamName = (typeof GUEST_PARAM_NAMES)[number];

/** Higher than any apartment's capacity; larger numbers are typos or tampering and are dropped. */
const MAX_GUESTS_IN_URL = 50;

export type ListingSearch = {
  /** Both dates or neither: a lone or reversed date says nothing about a stay. */
  dates: { checkIn: string; checkOut: string } | null;
  guests: Partial<Record<GuestParamName, number>>;
};

function guestCount(value: string | null): number | undefined {
  if (value === null || !/^\d{1,2}$/.test(value)) return undefined;
  const count = Number(value);
  return count <= MAX_GUESTS_IN_URL ? count : undefined;
}

export function listingSearchFrom(params: URLSearchParams): ListingSearch {
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  const dates =
    isIsoDate(checkIn) && isIsoDate(checkOut) && checkIn < checkOut ? { checkIn, checkOut } : null;
  const guests: ListingSearch['guests'] = {};
  for (const name of GUEST_PARAM_NAMES) {
    const count = guestCount(params.get(name));
    if (count !== undefined) guests[name] = count;
  }
  return { dates, guests };
}

/** The search as a query string ("?checkIn=…&adults=2", or "" when empty), in a fixed parameter order. */
export function listingSearchQuery(search: ListingSearch): string {
  const params = new URLSearchParams();
  if (search.dates) {
    params.set('checkIn', search.dates.checkIn);
    params.set('checkOut', search.dates.checkOut);
  }
  for (const name of GUEST_PARAM_NAMES) {
    const count = search.guests[name];
    if (count !== undefined) params.set(name, String(count));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
