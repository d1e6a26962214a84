import { useCallback } from 'react';
import { useLanguage, useTranslation } from '../../i18n/i18n-context';
import { useListJoiner } from '../../i18n/use-list-joiner';
import { formatDay } from '../../lib/format';
import type { Problem } from './booking-checks';

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/** The page-language sentence of each broken rule (spec §5: every rule has its message). */
export function useProblemMessage(kind: 'apartment' | 'tour'): (problem: Problem) => string {
  const { t } = useTranslation('reservation');
  const { language } = useLanguage();
  const joinList = useListJoiner();
  return useCallback(
    (problem: Problem): string => {
      const day = (date: string) => formatDay(date, language, SHORT_DATE);
      switch (problem.code) {
        case 'sign_in_required':
          return t('rules.signInRequired');
        case 'name_required':
          return t('rules.nameRequired');
        case 'name_invalid':
          return t('rules.nameInvalid');
        case 'email_required':
          return t('rules.emailRequired');
        case 'email_invalid':
          return t('rules.emailInvalid');
        case 'phone_required':
          return t('rules.phoneRequired');
        case 'phone_invalid':
          return t('rules.phoneInvalid');
        case 'dates_required':
          return t(kind === 'tour' ? 'rules.tourDateRequired' : 'rules.datesRequired');
        case 'invalid_date':
          return t('rules.invalidDate');
        case 'check_in_in_past':
          return t(kind === 'tour' ? 'rules.tourDateInPast' : 'rules.checkInInPast');
        case 'check_out_not_after_check_in':
          return t('rules.checkOutNotAfterCheckIn');
        case 'stay_too_long':
          return t('rules.stayTooLong', { maxNights: problem.maxNights });
        case 'check_in_unavailable':
          return t('rules.checkInUnavailable', { date: day(problem.date) });
        case 'nights_unavailable':
        case 'closed_nights':
          return t('rules.nightsUnavailable', { dates: joinList(problem.dates.map(day)) });
        case 'min_stay_not_met':
          return t('rules.minStay', { minStayNights: problem.minStayNights });
        case 'refundable_too_late':
          return t(kind === 'tour' ? 'rules.tourRefundableTooLate' : 'rules.refundableTooLate');
        case 'start_time_required':
          return t('rules.startTimeRequired');
        case 'start_time_unknown':
          return t('rules.startTimeUnknown', { times: problem.startTimes.join(', ') });
        case 'tour_not_running':
          return t('rules.tourNotRunning');
        case 'departure_in_past':
          return t('rules.departureInPast');
        case 'not_enough_places':
          return t('rules.notEnoughPlaces', { count: problem.placesLeft });
        case 'invalid_guest_count':
          return t('rules.invalidGuestCount');
        case 'adult_required':
          return t('rules.adultRequired');
        case 'age_groups_missing':
          return t('rules.ageGroupsMissing');
        case 'age_groups_mismatch':
          return t('rules.ageGroupsMismatch', { inGroups: problem.inGroups, children: problem.children });
        case 'too_many_guests':
          return t('rules.tooManyGuests', { max: problem.maxCapacity });
        case 'too_many_adults':
          return t('rules.tooManyAdults', { max: problem.maxAdults });
        case 'too_many_children':
          return t('rules.tooManyChildren', { max: problem.maxChildren });
        case 'too_many_infants':
          return t('rules.tooManyInfants', { max: problem.maxInfants });
        case 'too_many_people':
          return t('rules.tooManyPeople', { max: problem.maxPeople });
        case 'terms_required':
          return t('rules.termsRequired');
      }
    },
    [t, language, kind, joinList],
  );
}
