import { guaranteeFeeCents } from '../cancellation.ts';
import type { BookingParty } from './booking-rules.ts';

/** The price of what is booked (the nights, or the tour's places) before the guarantee fee, in cents. */
export type ItemPrice = { totalCents: number; totalOriginalCents: number };

/**
 * What a booking costs (decision 033): the stay plus, for a refundable booking, the guarantee fee — a share of
 * the stay (the apartment's 15–25 %, 20 % by default) paid for the right to cancel and never refunded.
 */
export type BookingPrice = {
  stayCents: number;
  guaranteeFeeCents: number;
  totalCents: number;
  /** Before discounts, fee included. */
  originalTotalCents: number;
  hasDiscount: boolean;
};

export function bookingPrice(item: ItemPrice, isRefundable: boolean, feePercent?: number): BookingPrice {
  const fee = isRefundable ? guaranteeFeeCents(item.totalCents, feePercent) : 0;
  return {
    stayCents: item.totalCents,
    guaranteeFeeCents: fee,
    totalCents: item.totalCents + fee,
    originalTotalCents: item.totalOriginalCents + fee,
    hasDiscount: item.totalOriginalCents > item.totalCents,
  };
}

/** People who pay for a tour place: infants under 2 ride free (they still take a place, see tourPeople). */
export function tourPayingPeople(party: BookingParty): number {
  const infants = party.childrenAgeGroups?.under2 ?? 0;
  return Math.max(0, party.adults + party.children - infants);
}

/** A tour's price is per person. */
export function tourItemPrice(party: BookingParty, pricePerPersonCents: number): ItemPrice {
  const totalCents = tourPayingPeople(party) * pricePerPersonCents;
  return { totalCents, totalOriginalCents: totalCents };
}
