import type { GuestViolation } from '@konak/domain/guests';
import type { Language } from '@konak/domain/languages';
import type { StayViolation } from '@konak/domain/pricing';
import { AppError } from '../../http/app-error.ts';
import type { MessageKey } from '../../i18n/translate.ts';

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB', ar: 'ar', ru: 'ru-RU' };

/** "12 Dec" in the request's language; stay dates are calendar dates, hence UTC. */
export function shortDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

type RuleDetails = { code: string; params?: Record<string, string | number> };
const ruleBroken = (key: MessageKey, details: RuleDetails) => new AppError(422, key, details);

/** The 422 for a broken stay rule, with a message naming the rule and the violation's code. */
export function stayRuleError(violation: StayViolation, language: Language, checkIn: string): AppError {
  const code = violation.code;
  switch (violation.code) {
    case 'invalid_date':
      return ruleBroken('error.stay_invalid_date', { code });
    case 'check_in_in_past':
      return ruleBroken('error.stay_check_in_in_past', { code });
    case 'check_out_not_after_check_in':
      return ruleBroken('error.stay_check_out_not_after_check_in', { code });
    case 'stay_too_long':
      return ruleBroken('error.stay_too_long', { code, params: { maxNights: violation.maxNights } });
    case 'closed_nights':
      return ruleBroken('error.stay_closed_nights', {
        code,
        params: { dates: violation.dates.map((date) => shortDate(date, language)).join(', ') },
      });
    case 'min_stay_not_met':
      return ruleBroken('error.stay_min_stay', {
        code,
        params: { minStayNights: violation.minStayNights, date: shortDate(checkIn, language) },
      });
  }
}

/** The 422 for a party that does not fit the apartment. */
export function guestRuleError(violation: GuestViolation): AppError {
  const code = violation.code;
  switch (violation.code) {
    case 'invalid_guest_count':
      return ruleBroken('error.guests_invalid_count', { code });
    case 'adult_required':
      return ruleBroken('error.guests_adult_required', { code });
    case 'age_groups_missing':
    case 'age_groups_mismatch':
      return ruleBroken('error.guests_age_groups', { code });
    case 'too_many_guests':
      return ruleBroken('error.guests_too_many', { code, params: { maxCapacity: violation.maxCapacity } });
    case 'too_many_adults':
      return ruleBroken('error.guests_too_many_adults', { code, params: { maxAdults: violation.maxAdults } });
    case 'too_many_children':
      return ruleBroken('error.guests_too_many_children', {
        code,
        params: { maxChildren: violation.maxChildren },
      });
    case 'too_many_infants':
      return ruleBroken('error.guests_too_many_infants', {
        code,
        params: { maxInfants: violation.maxInfants },
      });
  }
}
