/**
 * The `code` of the reservation calls' error answers (brief §4 error body), for the web to react to. Stay and
 * guest rules answer with the pricing calendar's codes (check_in_in_past, closed_nights, min_stay_not_met,
 * stay_too_long, too_many_guests, age_groups_missing, …); all messages come translated in `message`.
 */
export const RESERVATION_ERROR_CODES = {
  /** 401: sign in first (spec §5: login required for any reservation). */
  unauthorized: 'unauthorized',
  /** 400: field errors in `errors`. */
  validationFailed: 'validation_failed',
  /** 404: unknown or inactive apartment or tour. */
  listingNotFound: 'listing_not_found',
  /** 404: unknown reservation, or someone else's. */
  reservationNotFound: 'reservation_not_found',
  /** 409: another reservation holds one of the nights. */
  datesTaken: 'dates_taken',
  /** 409: not enough places left on the tour that day (`placesLeft`). */
  tourFull: 'tour_full',
  /** 422: refundable needs check-in ≥ 7 days away (`lastDate`). */
  refundableTooLate: 'refundable_too_late',
  /** 422: card payment is not offered yet. */
  paymentMethodUnavailable: 'payment_method_unavailable',
  /** 422: the Idempotency-Key was used for a different reservation request. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** 422: cancellation refused (spec §4). */
  nonRefundable: 'non_refundable',
  within7Days: 'within_7_days',
  notActive: 'not_active',
} as const;
