import type { Language } from '@konak/domain/languages';
import type { TourBookingViolation } from '@konak/domain/reservations/booking-rules';
import { AppError, type FieldError } from '../../http/app-error.ts';
import { translate } from '../../i18n/translate.ts';
import { guestRuleError, shortDate } from '../pricing-calendar/surface.ts';
import { violationField } from './reservation-errors.ts';

// A tour has departures, not stays: its rules speak of the tour date and start time, never of a check-in.
function tourRuleError(violation: TourBookingViolation, language: Language, date: string): AppError {
  const { code } = violation;
  switch (violation.code) {
    case 'departure_in_past':
      return new AppError(422, 'error.tour_departure_in_past', { code });
    case 'tour_not_running':
      return new AppError(422, 'error.tour_not_running', {
        code,
        params: { date: shortDate(date, language) },
      });
    case 'start_time_unknown':
      return new AppError(422, 'error.tour_start_time_unknown', {
        code,
        params: { startTimes: violation.startTimes.join(', ') },
        details: { startTimes: [...violation.startTimes] },
      });
    case 'refundable_too_late':
      return new AppError(422, 'error.tour_refundable_too_late', {
        code,
        details: { lastDate: violation.lastDate },
      });
    default:
      return guestRuleError(violation);
  }
}

function tourViolationField(violation: TourBookingViolation): string {
  switch (violation.code) {
    case 'departure_in_past':
    case 'tour_not_running':
      return 'checkIn';
    case 'start_time_unknown':
      return 'startTime';
    default:
      return violationField(violation);
  }
}

/** 422 for a tour booking that breaks a rule: the most basic one's message and code, every one per field. */
export function tourRulesBroken(
  violations: [TourBookingViolation, ...TourBookingViolation[]],
  language: Language,
  date: string,
): AppError {
  const primary = tourRuleError(violations[0], language, date);
  const errors: FieldError[] = violations.map((violation) => {
    const error = tourRuleError(violation, language, date);
    return {
      field: tourViolationField(violation),
      message: translate(language, error.messageKey, error.params),
    };
  });
  return new AppError(primary.statusCode, primary.messageKey, {
    code: primary.code,
    params: primary.params,
    details: primary.details,
    errors,
  });
}
