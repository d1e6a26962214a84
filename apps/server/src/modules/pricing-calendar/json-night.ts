import type { NightRate } from '@konak/domain/pricing';

/**
 * A calendar night as the queries hand it back inside one JSON value (json_build_array of date, price, original
 * price, minimum stay, closed): the embedded database pays per row and field, so nights travel as arrays.
 */
export type JsonNight = [
  date: string,
  priceCents: number,
  originalPriceCents: number | null,
  minStay: number,
  closed: boolean,
];

export const nightFromJson = ([
  date,
  priceCents,
  originalPriceCents,
  minStayNights,
  isClosed,
]: JsonNight): NightRate => ({
  date,
  priceCents,
  originalPriceCents,
  minStayNights,
  isClosed,
});
