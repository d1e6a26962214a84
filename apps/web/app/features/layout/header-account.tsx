import { Suspense } from 'react';
import { useSession } from '../../session/session-provider';
import { SignInButton } from './sign-in-button';
import { LazyUserMenu } from './signed-in-account-lazy';

const SIGN_IN_CLASSES = 'button-primary hidden w-40 md:inline-flex';

/**
 * The header's account slot (desktop): the user menu when a user is known (verified, or remembered while
 * the check runs), else the sign-in button. Both are 10 rem wide, and the button holds its place while the
 * session is read or the menu's code loads, so the language switcher beside it never moves (CLS).
 */
export function HeaderAccount() {
  const session = useSession();
  if (session.user) {
    return (
      <Suspense fallback={<SignInButton className={SIGN_IN_CLASSES} reserved />}>
        <LazyUserMenu user={session.user} signOut={session.signOut} className="hidden w-40 md:block" />
      </Suspense>
    );
  }
  return <SignInButton className={SIGN_IN_CLASSES} reserved={session.status === 'checking'} />;
}
