import type { CancelBlocker } from '@konak/domain/api/reservations/reservation-view';
import type { Language } from '@konak/domain/languages';
import type { StayViolation } from '@konak/domain/pricing';
import type { BookingViolation } from '@konak/domain/reservations/booking-rules';
import { AppError, type FieldError } from '../../http/app-error.ts';
import { translate } from '../../i18n/translate.ts';
import { guestRuleError, stayRuleError } from '../pricing-calendar/surface.ts';

export const reservationNotFound = () =>
  new AppError(404, 'error.reservation_not_found', { code: 'reservation_not_found' });

export const listingNotFound = () =>
  new AppError(404, 'error.listing_not_found', { code: 'listing_not_found' });

/** 409: the exclusion constraint (or the friendly check before it) found a live stay sharing a night. */
export const datesTaken = (cause?: unknown) =>
  new AppError(409, 'error.dates_taken', { code: 'dates_taken', cause });

export const tourFull = (placesLeft: number) =>
  new AppError(409, 'error.tour_full', {
    code: 'tour_full',
    params: { placesLeft },
    details: { placesLeft },
  });

/** 422: an operator closed the tour's day for new bookings (decision 078). */
export const tourDateClosed = () =>
  new AppError(422, 'error.tour_date_closed', {
    code: 'tour_date_closed',
    errors: [{ field: 'checkIn', message: 'error.tour_date_closed' }],
  });

export const paymentMethodUnavailable = () =>
  new AppError(422, 'error.payment_method_unavailable', {
    code: 'payment_method_unavailable',
    errors: [{ field: 'paymentMethod', message: 'error.payment_method_unavailable' }],
  });

export const idempotencyKeyReused = () =>
  new AppError(422, 'error.idempotency_key_reused', { code: 'idempotency_key_reused' });

const CANCEL_BLOCKER_MESSAGES = {
  non_refundable: 'error.cancel_non_refundable',
  within_7_days: 'error.cancel_within_7_days',
  not_active: 'error.cancel_not_active',
} as const;

/** 422 with the spec's message: non-refundable never, within 7 days of check-in not, nor once it is over. */
export const cancellationRefused = (reason: CancelBlocker) =>
  new AppError(422, CANCEL_BLOCKER_MESSAGES[reason], { code: reason });

export const invalidStatusChange = (from: string, to: string) =>
  new AppError(422, 'error.invalid_status_change', { code: 'invalid_status_change', params: { from, to } });

type AmountRule =
  | 'amount_above_total'
  | 'refund_above_paid'
  | 'refunded_above_refund'
  | 'refund_needs_cancellation';
const AMOUNT_FIELDS: Record<AmountRule, string> = {
  amount_above_total: 'paidAmount',
  refund_above_paid: 'refundAmount',
  refunded_above_refund: 'refundedAmount',
  refund_needs_cancellation: 'refundAmount',
};

export const amountRuleBroken = (rule: AmountRule) =>
  new AppError(422, `error.${rule}`, {
    code: rule,
    errors: [{ field: AMOUNT_FIELDS[rule], message: `error.${rule}` }],
  });

/** The form field a broken booking rule belongs to, so the page can show it in place. */
export function violationField(violation: BookingViolation): string {
  switch (violation.code) {
    case 'invalid_date':
      return violation.field;
    case 'check_in_in_past':
    case 'closed_nights':
      return 'checkIn';
    case 'check_out_not_after_check_in':
    case 'stay_too_long':
    case 'min_stay_not_met':
      return 'checkOut';
    case 'refundable_too_late':
      return 'isRefundable';
    case 'age_groups_missing':
    case 'age_groups_mismatch':
    case 'too_many_infants':
      return 'childrenAgeGroups';
    case 'too_many_children':
      return 'children';
    case 'invalid_guest_count':
    case 'adult_required':
    case 'too_many_adults':
    case 'too_many_guests':
      return 'adults';
  }
}

const STAY_CODES: ReadonlySet<string> = new Set<StayViolation['code']>([
  'invalid_date',
  'check_in_in_past',
  'check_out_not_after_check_in',
  'stay_too_long',
  'closed_nights',
  'min_stay_not_met',
]);

function isStayViolation(violation: BookingViolation): violation is StayViolation {
  return STAY_CODES.has(violation.code);
}

function singleViolationError(violation: BookingViolation, language: Language, checkIn: string): AppError {
  if (violation.code === 'refundable_too_late') {
    return new AppError(422, 'error.refundable_too_late', {
      code: violation.code,
      details: { lastDate: violation.lastDate },
    });
  }
  if (isStayViolation(violation)) return stayRuleError(violation, language, checkIn);
  return guestRuleError(violation);
}

/**
 * 422 for a booking that breaks spec §5 rules: the message and code of the most basic one, and every broken rule
 * as a field error in the request's language.
 */
export function bookingRulesBroken(
  violations: [BookingViolation, ...BookingViolation[]],
  language: Language,
  checkIn: string,
): AppError {
  const [first] = violations;
  const primary = singleViolationError(first, language, checkIn);
  const errors: FieldError[] = violations.map((violation) => {
    const error = singleViolationError(violation, language, checkIn);
    return { field: violationField(violation), message: translate(language, error.messageKey, error.params) };
  });
  return new AppError(primary.statusCode, primary.messageKey, {
    code: primary.code,
    params: primary.params,
    details: primary.details,
    errors,
  });
}
