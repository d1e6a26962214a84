import { type ComponentType, type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useModal } from '../../components/modal/modal-provider';
import { useLanguage } from '../../i18n/i18n-context';
import { safeReturnPath } from '../../lib/safe-return-path';
import { type SessionState, useSession } from '../../session/session-provider';
import { MemberLoading } from './member-loading';
import { signInPromptPath } from './return-path';

/**
 * Sends a guest to the language's home page, asking there for sign-in with this page as the place to
 * return to (spec §2), and opens the login modal right away. Runs once per visit of the guarded page.
 * A member whose session ends during the visit signed out or deleted the account here, and is already on
 * the way home: they are not asked to sign in again.
 */
function useSendGuestToSignIn(status: SessionState['status']) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { urlLanguage } = useLanguage();
  const { open, isAvailable } = useModal();
  // Set once the guest has been sent: opening the modal re-renders us before the home page arrives.
  const sent = useRef(false);
  const wasMember = useRef(false);

  useEffect(() => {
    if (status === 'authenticated') wasMember.current = true;
    if (status !== 'guest' || wasMember.current || sent.current) return;
    sent.current = true;
    const returnTo = safeReturnPath(`${pathname}${search}${hash}`);
    if (returnTo && isAvailable('login')) open('login', { returnTo });
    navigate(signInPromptPath(urlLanguage, returnTo), { replace: true });
  }, [status, pathname, search, hash, urlLanguage, navigate, open, isAvailable]);
}

/**
 * Wraps a member page (/profile, /reservations, /favorites): the spinner while the stored sign-in is
 * checked (always on the server, which never sees the token), the page once it is confirmed, and for a
 * guest the way to sign in. No member data is rendered before the session is authenticated.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  useSendGuestToSignIn(status);
  return status === 'authenticated' ? children : <MemberLoading />;
}

/**
 * The default export of a member page's route: `Page` wrapped in MemberOnly. The server sends only the page's
 * texts and renders the loading state; the member's data is loaded in the browser with the stored token once
 * the sign-in is confirmed (BRIEF §1).
 */
export function memberOnly(Page: ComponentType) {
  return function MemberPage() {
    return (
      <MemberOnly>
        <Page />
      </MemberOnly>
    );
  };
}
