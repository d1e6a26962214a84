import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../i18n/i18n-context';
import { type SessionState, useSession } from '../../session/session-provider';

/**
 * For guest-only pages (/reset-password): a signed-in visitor is sent to their profile instead (spec §2).
 * Returns the session status, so the page can decide what to show while the sign-in is still checked.
 */
export function useGuestOnly(): SessionState['status'] {
  const { status } = useSession();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  useEffect(() => {
    if (status === 'authenticated') navigate(localize('/profile'), { replace: true });
  }, [status, navigate, localize]);
  return status;
}
