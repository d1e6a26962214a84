import type { AuthUser } from '@konak/domain/api/auth/auth-user';

/**
 * Where a sign-in lives in the browser (spec §3, §4): the bearer token and the user. "Remember me" keeps
 * both in local storage (they survive closing the browser) with a `rememberMe` flag; otherwise they live in
 * session storage and end with the browser session. Framework-free, so any modal or page can call it.
 */

/** The bearer token (spec §3: token and user are kept in browser storage). */
export const TOKEN_STORAGE_KEY = 'token';
const USER_KEY = 'user';
const REMEMBER_ME_KEY = 'rememberMe';

export type StoredSession = { token: string; user: AuthUser | null };

function storages(): Storage[] {
  try {
    return [localStorage, sessionStorage];
  } catch {
    // Storage blocked by privacy settings: nobody can stay signed in, but nothing breaks.
    return [];
  }
}

function parseUser(text: string | null): AuthUser | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as AuthUser;
  } catch {
    return null;
  }
}

/** The session this browser holds, if any: local storage first (remembered), then this tab's session. */
export function readStoredSession(): StoredSession | null {
  for (const storage of storages()) {
    const token = storage.getItem(TOKEN_STORAGE_KEY);
    if (token) return { token, user: parseUser(storage.getItem(USER_KEY)) };
  }
  return null;
}

/** Stores a new sign-in, replacing any earlier one. */
export function storeSession(session: { token: string; user: AuthUser }, options: { rememberMe: boolean }) {
  clearStoredSession();
  const [local, tab] = storages();
  const target = options.rememberMe ? local : tab;
  if (!target) return;
  try {
    target.setItem(TOKEN_STORAGE_KEY, session.token);
    target.setItem(USER_KEY, JSON.stringify(session.user));
    if (options.rememberMe) target.setItem(REMEMBER_ME_KEY, 'true');
  } catch {
    // Quota or privacy mode: the sign-in lasts only as long as this page.
  }
}

/** Replaces the stored user (after a profile change) wherever the token lives. */
export function updateStoredUser(user: AuthUser) {
  for (const storage of storages()) {
    if (storage.getItem(TOKEN_STORAGE_KEY)) storage.setItem(USER_KEY, JSON.stringify(user));
  }
}

/** Forgets token, user and the remember-me flag in both storages. */
export function clearStoredSession() {
  for (const storage of storages()) {
    for (const key of [TOKEN_STORAGE_KEY, USER_KEY, REMEMBER_ME_KEY]) storage.removeItem(key);
  }
}
