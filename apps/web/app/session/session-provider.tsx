import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { localizedPath, urlLanguageOf } from '../i18n/language-path';
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
  /** Forgets the session here only, without a call or a reload (the server already ended it: a deleted account). */
  forget: () => void;
  /** Replaces the user after a profile change. */
  setUser: (user: AuthUser) => void;
};

// A store outside React rather than a context: a context change would reach the home page's islands while
// they are still server HTML waiting for their code, and React would drop that HTML (decision 013).
const CHECKING: SessionState = { status: 'checking', user: null };
let state: SessionState = CHECKING;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Loaded only when there is a session to check or end: a guest's first visit does not pay for them (decision 013).
const loadLogout = () => import('./api/logout');
const loadVerifyToken = () => import('./api/verify-token');

function forget() {
  clearStoredSession();
  setState({ status: 'guest', user: null });
}

async function signOut() {
  const { logout } = await loadLogout();
  await logout().catch(() => undefined);
  forget();
  window.location.assign(localizedPath(urlLanguageOf(window.location.pathname), '/'));
}

function setUser(user: AuthUser) {
  updateStoredUser(user);
  setState({ status: 'authenticated', user });
}

let verification: Promise<void> | undefined;

/** Verifies the stored token once per page load (spec §4: on start). */
function verifyStoredSession(): Promise<void> {
  verification ??= (async () => {
    const stored = readStoredSession();
    if (!stored) return setState({ status: 'guest', user: null });
    // Show the remembered name at once; the server has the last word.
    setState({ status: 'checking', user: stored.user });
    try {
      const { verifyToken } = await loadVerifyToken();
      const answer = await verifyToken();
      if (answer.valid && answer.user) {
        updateStoredUser(answer.user);
        setState({ status: 'authenticated', user: answer.user });
      } else {
        clearStoredSession();
        setState({ status: 'guest', user: null });
      }
    } catch {
      // The server could not be asked (offline): keep the stored sign-in rather than sign the user out.
      setState(
        stored.user ? { status: 'authenticated', user: stored.user } : { status: 'guest', user: null },
      );
    }
  })();
  return verification;
}

/** Starts the verification of the stored sign-in once the page has hydrated. */
export function SessionProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void verifyStoredSession();
  }, []);
  return children;
}

export function useSession(): SessionControls {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => CHECKING,
  );
  return { ...current, signOut, forget, setUser };
}

/** For tests: forget the state of the previous test's page. */
export function resetSessionForTests() {
  verification = undefined;
  setState(CHECKING);
}
