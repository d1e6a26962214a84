import { tourPayingPeople } from '@konak/domain/reservations/booking-price';
import type { Problem } from './booking-checks';
import { apartmentTotal, type BookingTotal, feePercentOf, tourTotal } from './booking-total';
import type { ReservationListing } from './reservation-listing';
import type { ReservationValues } from './reservation-values';
import { type PricedStay, type StayPriceState, useStayPrice } from './use-stay-price';

export type ReservationPrice = {
  /** The apartment's priced nights (tours: always idle, their price is per person). */
  stayPrice: StayPriceState;
  /** The booking as chosen (fee included when refundable), once it can be priced. */
  total: BookingTotal | null;
  /** Both cancellation options' totals, for the choice between them. */
  options: { nonRefundable: BookingTotal; refundable: BookingTotal } | null;
  feePercent: number;
  payingPeople: number;
};

/**
 * What the booking costs as the guest changes it. Apartments: the server's calculate-price for the chosen
 * nights, asked only when the dates pass the rules (and with the party once it is complete), plus the
 * guarantee fee at the apartment's rate. Tours: the per-person price, infants free.
 */
export function useReservationPrice(
  listing: ReservationListing,
  values: ReservationValues,
  problems: readonly Problem[],
): ReservationPrice {
  const datesOk = !problems.some((problem) => problem.field === 'dates');
  const partyOk = !problems.some((problem) => problem.field === 'guests');
  const party = partyOk
    ? { adults: values.adults, children: values.children, childrenAgeGroups: values.childrenAgeGroups }
    : null;
  const stay: PricedStay | null =
    listing.type === 'apartment' && datesOk && values.checkIn && values.checkOut
      ? { apartmentId: listing.id, checkIn: values.checkIn, checkOut: values.checkOut, party }
      : null;
  const stayPrice = useStayPrice(stay);
  const feePercent = feePercentOf(listing);

  // A few integer sums: cheaper to redo than to memoise.
  let options: ReservationPrice['options'] = null;
  if (listing.type === 'tour' && party) {
    options = {
      nonRefundable: tourTotal(listing.price, party, false),
      refundable: tourTotal(listing.price, party, true),
    };
  } else if (listing.type === 'apartment' && stayPrice.status === 'priced') {
    options = {
      nonRefundable: apartmentTotal(stayPrice.price, false, feePercent),
      refundable: apartmentTotal(stayPrice.price, true, feePercent),
    };
  }

  return {
    stayPrice,
    total: options ? (values.isRefundable ? options.refundable : options.nonRefundable) : null,
    options,
    feePercent,
    payingPeople: tourPayingPeople(values),
  };
}
