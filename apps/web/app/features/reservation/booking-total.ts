import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import { GUARANTEE_FEE_PERCENT } from '@konak/domain/cancellation';
import type { ChildrenAgeGroups } from '@konak/domain/guests';
import { toCents, toEuros } from '@konak/domain/pricing';
import { type BookingPrice, bookingPrice, tourItemPrice } from '@konak/domain/reservations/booking-price';
import type { ReservationListing } from './reservation-listing';

/** What the guest will pay, in euro, as the server computes it when the booking is stored (decision 033). */
export type BookingTotal = {
  /** The nights (or the tour's places) before the guarantee fee. */
  stay: number;
  /** Before discounts, fee included. */
  original: number;
  guaranteeFee: number;
  guaranteeFeePercent: number;
  total: number;
  hasDiscount: boolean;
};

function inEuros(price: BookingPrice, percent: number): BookingTotal {
  return {
    stay: toEuros(price.stayCents),
    original: toEuros(price.originalTotalCents),
    guaranteeFee: toEuros(price.guaranteeFeeCents),
    guaranteeFeePercent: percent,
    total: toEuros(price.totalCents),
    hasDiscount: price.hasDiscount,
  };
}

/** An apartment stay priced by the server, plus the guarantee fee at the apartment's rate when refundable. */
export function apartmentTotal(
  price: StayPriceResult,
  isRefundable: boolean,
  guaranteeFeePercent: number,
): BookingTotal {
  const item = {
    totalCents: toCents(price.totalPrice),
    totalOriginalCents: toCents(price.totalOriginalPrice),
  };
  return inEuros(bookingPrice(item, isRefundable, guaranteeFeePercent), guaranteeFeePercent);
}

export type TourParty = { adults: number; children: number; childrenAgeGroups: ChildrenAgeGroups };

/** A tour: the per-person price for everyone but infants under 2, plus the default fee when refundable. */
export function tourTotal(pricePerPerson: number, party: TourParty, isRefundable: boolean): BookingTotal {
  const item = tourItemPrice(party, toCents(pricePerPerson));
  return inEuros(bookingPrice(item, isRefundable), GUARANTEE_FEE_PERCENT.default);
}

/** The guarantee fee rate of a listing's refundable bookings. */
export function feePercentOf(listing: ReservationListing): number {
  return listing.type === 'apartment' ? listing.guaranteeFeePercent : GUARANTEE_FEE_PERCENT.default;
}
