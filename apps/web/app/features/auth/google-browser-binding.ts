import { createBrowserBinding, hashBrowserBinding } from '@konak/domain/auth/browser-binding';

/**
 * This tab's proof that it started a Google sign-in (decision 048): a random value kept in session storage, which
 * belongs to this tab alone, while only its hash goes to the server. The callback page must present the value to
 * redeem the sign-in's one-time code, so a callback address forced on another browser or tab signs nobody in.
 */
const KEY = 'konak.googleBrowserBinding';

/** Starts a binding for a new sign-in (replacing any earlier one) and returns the hash for /api/auth/google. */
export async function bindGoogleSignInToThisTab(): Promise<string> {
  const binding = createBrowserBinding();
  try {
    sessionStorage.setItem(KEY, binding);
  } catch {
    // Storage blocked: the sign-in cannot be finished in this tab, and the callback page will say so.
  }
  return hashBrowserBinding(binding);
}

/** The binding of the sign-in this tab started, if any, forgotten once read: a binding serves one redemption. */
export function takeGoogleBrowserBinding(): string | null {
  try {
    const binding = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return binding;
  } catch {
    return null;
  }
}
