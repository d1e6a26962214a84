import type { PhoneReservationResponse } from '@konak/domain/api/admin/phone-reservation';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLanguage, useTranslation } from '../../../../i18n/i18n-context';
import { useApiLoad } from '../../../../lib/use-api-load';
import { AdminLoadState } from '../../shell/admin-load-state';
import { adminPath } from '../../shell/admin-path';
import { listBookableListings } from '../api/list-bookable-listings';
import { PhoneBookingForm } from './phone-booking-form';

/** /admin/reservations/new: a booking taken by phone (decision 071); saving opens the new reservation. */
export function NewReservationPage() {
  const { t } = useTranslation('admin-dashboard');
  const { urlLanguage } = useLanguage();
  const navigate = useNavigate();
  const { state, retry } = useApiLoad(listBookableListings);
  const onBooked = useCallback(
    (reservation: PhoneReservationResponse) =>
      void navigate(adminPath(urlLanguage, `/reservations/${reservation.id}`)),
    [navigate, urlLanguage],
  );
  return (
    <div className="flex max-w-3xl flex-col gap-4" data-testid="new-reservation-page">
      <Link to={adminPath(urlLanguage)} className="text-sm font-medium text-brand-700 underline">
        {t('phone.back')}
      </Link>
      <h1 className="text-2xl font-bold text-stone-900">{t('phone.title')}</h1>
      <p className="text-stone-700">{t('phone.intro')}</p>
      <div aria-live="polite">
        <AdminLoadState state={state} retry={retry} />
        {state.status === 'loaded' ? (
          <PhoneBookingForm apartments={state.data.apartments} tours={state.data.tours} onBooked={onBooked} />
        ) : null}
      </div>
    </div>
  );
}
