import { Suspense } from 'react';
import { useSession } from '../../session/session-provider';
import { SignInButton } from './sign-in-button';
import { LazyMobileAccountMenu } from './signed-in-account-lazy';

const SIGN_IN_CLASSES = 'button-primary mt-auto w-full';

/**
 * The phone drawer's account part: the member's links and sign-out when a user is known, else the sign-in
 * button (holding its place while the session is read or the member's part loads).
 */
export function MobileAccount({ closeDrawer }: { closeDrawer: () => void }) {
  const session = useSession();
  const placeholder = <SignInButton className={SIGN_IN_CLASSES} reserved />;
  if (session.user) {
    return (
      <Suspense fallback={placeholder}>
        <LazyMobileAccountMenu user={session.user} signOut={session.signOut} closeDrawer={closeDrawer} />
      </Suspense>
    );
  }
  return (
    <SignInButton
      className={SIGN_IN_CLASSES}
      beforeOpen={closeDrawer}
      reserved={session.status === 'checking'}
    />
  );
}
