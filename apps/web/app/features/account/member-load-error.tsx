import { useLocation } from 'react-router';
import { useModal } from '../../components/modal/modal-provider';

const BUTTON =
  'mt-4 inline-flex min-h-11 items-center rounded-xl border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-100';

export type MemberLoadErrorText = 'loadFailed' | 'sessionExpired' | 'signIn' | 'retry';

/**
 * Spec §8 "… could not be loaded" on a member page (profile, reservations, favourites), with the server's or the
 * connection's message and "try again". When the sign-in itself has expired, trying again cannot help: the
 * member is offered to sign in again and come back to the same address.
 */
export function MemberLoadError({
  name,
  text,
  failure: { message, sessionExpired, retry },
}: {
  /** Names the test ids: `{name}-error`, `{name}-retry`, `{name}-sign-in`. */
  name: string;
  text: (key: MemberLoadErrorText) => string;
  /** The failed load, as the page's loading hook reports it. */
  failure: { message: string | null; sessionExpired: boolean; retry: () => void };
}) {
  const { pathname, search } = useLocation();
  const { open, isAvailable } = useModal();
  const offerSignIn = sessionExpired && isAvailable('login');
  return (
    <div
      role="alert"
      className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      data-testid={`${name}-error`}
    >
      <p className="font-semibold">{text(sessionExpired ? 'sessionExpired' : 'loadFailed')}</p>
      {message && !sessionExpired && <p className="mt-1">{message}</p>}
      {offerSignIn ? (
        <button
          type="button"
          className={BUTTON}
          onClick={() => open('login', { returnTo: `${pathname}${search}` })}
          data-testid={`${name}-sign-in`}
        >
          {text('signIn')}
        </button>
      ) : (
        <button type="button" className={BUTTON} onClick={retry} data-testid={`${name}-retry`}>
          {text('retry')}
        </button>
      )}
    </div>
  );
}
