import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import type { VerifyTokenResponse } from '@konak/domain/api/auth/verify-token';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { apiRequest } from '../lib/api-client';
import { clearStoredSession, readStoredSession, updateStoredUser } from './session-storage';

/**
 * - `checking`: on the server, and in the browser until the stored token has been verified;
 * - `guest`: no token, or the token failed verification (it was then removed silently, spec §4);
 * - `authenticated`: the server confirmed the token; `user` is the one it returned.
 */
export type SessionState =
  | { status: 'checking'; user: AuthUser | null }
  | { status: 'guest'; user: null }
  | { status: 'authenticated'; user: AuthUser };

export type SessionControls = SessionState & {
  /** Ends the session on the server (errors ignored), forgets it here and goes to the home page. */
  signOut: () => Promise<void>;
  /** Replaces the user after a profile change. */
  setUser: (user: AuthUser) => void;
};

const SessionContext = createContext<SessionControls | null>(null);

export function SessionProvider({ children, homePath }: { children: ReactNode; homePath: string }) {
  const [state, setState] = useState<SessionState>({ status: 'checking', user: null });

  useEffect(() => {
    const stored = readStoredSession();
    if (!stored) {
      setState({ status: 'guest', user: null });
      return;
    }
    // Show the remembered name at once; the server has the last word.
    setState({ status: 'checking', user: stored.user });
    const controller = new AbortController();
    apiRequest<VerifyTokenResponse>('/auth/verify-token', { signal: controller.signal })
      .then((answer) => {
        if (answer.valid && answer.user) {
          updateStoredUser(answer.user);
          setState({ status: 'authenticated', user: answer.user });
        } else {
          clearStoredSession();
          setState({ status: 'guest', user: null });
        }
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        // The server could not be asked (offline): keep the stored sign-in rather than sign the user out.
        setState(
          stored.user ? { status: 'authenticated', user: stored.user } : { status: 'guest', user: null },
        );
      });
    return () => controller.abort();
  }, []);

  const signOut = useCallback(async () => {
    await apiRequest('/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearStoredSession();
    setState({ status: 'guest', user: null });
    window.location.assign(homePath);
  }, [homePath]);

  const setUser = useCallback((user: AuthUser) => {
    updateStoredUser(user);
    setState({ status: 'authenticated', user });
  }, []);

  const controls = useMemo(() => ({ ...state, signOut, setUser }), [state, signOut, setUser]);
  return <SessionContext value={controls}>{children}</SessionContext>;
}

export function useSession(): SessionControls {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
