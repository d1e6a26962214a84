import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useModal } from '../../components/modal/modal-provider';
import { safeReturnPath } from '../../lib/safe-return-path';
import { useSession } from '../../session/session-provider';
import { LOGIN_RETURN_PARAM } from './return-path';

/**
 * Mounted once in the app shell. When the page is loaded (or reloaded) at an address carrying
 * `?login=/en/profile`, where a guarded page sends a guest, it opens the login modal with that return
 * path; a visitor who is signed in by then goes straight to the page. Only the address the page was
 * loaded at counts: the guarded page opens the modal itself when it sends a guest away in the browser,
 * and a dismissed modal stays closed while the visitor moves on.
 */
export function LoginReturnPrompt() {
  const { status } = useSession();
  const [params] = useSearchParams();
  const requested = params.get(LOGIN_RETURN_PARAM);
  const { key } = useLocation();
  const navigate = useNavigate();
  const { open, isAvailable } = useModal();
  const loadedAt = useRef(key);
  const handled = useRef(false);

  useEffect(() => {
    if (requested === null || status === 'checking' || handled.current || key !== loadedAt.current) return;
    handled.current = true;
    const returnTo = safeReturnPath(requested);
    if (status === 'authenticated') {
      if (returnTo) navigate(returnTo, { replace: true });
    } else if (isAvailable('login')) {
      open('login', returnTo ? { returnTo } : undefined);
    }
  }, [requested, status, key, navigate, open, isAvailable]);

  return null;
}
