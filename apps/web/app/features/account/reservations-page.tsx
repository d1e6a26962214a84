import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/i18n-context';
import { MemberEmptyState } from './member-empty-state';
import { MemberPageFrame } from './member-page-frame';

/**
 * /reservations. Booking from the site comes with the reservations issue; until then no member can
 * have a reservation, so the empty state is what every member truly has. The list replaces it then.
 */
export function ReservationsPage() {
  const { t } = useTranslation('account');
  return (
    <MemberPageFrame title={t('reservations.title')} testId="reservations-page">
      <MemberEmptyState
        icon={
          <Icon className="size-7">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </Icon>
        }
        title={t('reservations.emptyTitle')}
        text={t('reservations.emptyText')}
        linkText={t('reservations.browse')}
        testId="reservations-empty"
      />
    </MemberPageFrame>
  );
}
