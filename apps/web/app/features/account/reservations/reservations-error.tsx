import { useLocation } from 'react-router';
import { useModal } from '../../../components/modal/modal-provider';
import { useTranslation } from '../../../i18n/i18n-context';

const BUTTON =
  'mt-4 inline-flex min-h-11 items-center rounded-xl border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-100';

/**
 * Spec §8 "reservations could not be loaded", with the server's or the connection's message and "try again";
 * when the sign-in itself has expired, the member is offered to sign in again instead.
 */
export function ReservationsError({
  message,
  sessionExpired,
  retry,
}: {
  message: string | null;
  sessionExpired: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation('reservation');
  const { pathname, search } = useLocation();
  const { open, isAvailable } = useModal();
  const offerSignIn = sessionExpired && isAvailable('login');
  return (
    <div
      role="alert"
      className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      data-testid="reservations-error"
    >
      <p className="font-semibold">{t(sessionExpired ? 'list.sessionExpired' : 'list.loadFailed')}</p>
      {message && !sessionExpired && <p className="mt-1">{message}</p>}
      {offerSignIn ? (
        <button
          type="button"
          className={BUTTON}
          onClick={() => open('login', { returnTo: `${pathname}${search}` })}
        >
          {t('list.signIn')}
        </button>
      ) : (
        <button type="button" className={BUTTON} onClick={retry} data-testid="reservations-retry">
          {t('list.retry')}
        </button>
      )}
    </div>
  );
}
