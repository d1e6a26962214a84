import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n-context';
import { useSession } from '../../../session/session-provider';

/** Ends the session on the server and here, then goes to the home page (spec §4 logout). */
export function SignOutButton() {
  const { t } = useTranslation('account');
  const { signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <button
      type="button"
      className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
      disabled={signingOut}
      onClick={() => {
        setSigningOut(true);
        void signOut();
      }}
      data-testid="profile-sign-out"
    >
      {t(signingOut ? 'profile.signingOut' : 'profile.signOut')}
    </button>
  );
}
