import type { CreateReservationResponse } from '@konak/domain/api/reservations/create-reservation';
import { noticeRecipients } from '@konak/domain/reservations/notice-recipients';
import { useTranslation } from '../../i18n/i18n-context';
import { useSession } from '../../session/session-provider';

/**
 * Where the booking's notices go, by the server's own rule (decision 049): the details to the member's account
 * (or, for an admin's booking, to the guest), and at most a short note to a contact typed for someone else.
 */
export function BookingNotices({
  reservation,
}: {
  reservation: Pick<CreateReservationResponse, 'email' | 'phone'>;
}) {
  const { t } = useTranslation('reservation');
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const { full, bookedFor } = noticeRecipients(user, { email: reservation.email, phone: reservation.phone });
  return (
    <div className="mt-3 space-y-1 text-stone-700" data-testid="confirmation-notices">
      <p>
        {full.phone
          ? t('confirmation.noticesWithSms', { email: full.email, phone: full.phone })
          : t('confirmation.notices', { email: full.email })}
      </p>
      {bookedFor.email && <p>{t('confirmation.bookedForEmail', { email: bookedFor.email })}</p>}
      {bookedFor.phone && <p>{t('confirmation.bookedForPhone', { phone: bookedFor.phone })}</p>}
    </div>
  );
}
