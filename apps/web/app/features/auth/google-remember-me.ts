/**
 * The login modal's remember-me choice, carried across the round trip to Google: the callback page reads it
 * to store the session in the right storage (spec §4). Session storage: it belongs to this tab's sign-in.
 */
const KEY = 'konak.googleRememberMe';

export function rememberGoogleChoice(rememberMe: boolean) {
  try {
    sessionStorage.setItem(KEY, String(rememberMe));
  } catch {
    // Storage blocked: the callback then keeps the session for this tab only.
  }
}

/** The choice made before leaving for Google (false when none), forgotten once read. */
export function takeGoogleChoice(): boolean {
  try {
    const choice = sessionStorage.getItem(KEY) === 'true';
    sessionStorage.removeItem(KEY);
    return choice;
  } catch {
    return false;
  }
}
