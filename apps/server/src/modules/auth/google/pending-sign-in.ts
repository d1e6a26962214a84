import { createHmac } from 'node:crypto';
import { DEFAULT_LANGUAGE, isRecognisedLanguage, type RecognisedLanguage } from '@konak/domain/languages';
import { EncryptJWT, jwtDecrypt } from 'jose';

/**
 * What the callback must check and remember between the redirect to Google and its answer. It travels in an
 * encrypted, HttpOnly, SameSite=Lax cookie scoped to /api/auth/google, so no server-side state is needed and
 * every instance can finish a sign-in another one started.
 */
export type PendingSignIn = {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string | undefined;
  lang: RecognisedLanguage;
  rememberMe: boolean;
  /** SHA-256 of the starting tab's browser binding, given to the sign-in's one-time code (decision 048). */
  browserBindingHash: string;
};

export const PENDING_SIGN_IN_COOKIE = 'konak_google_sign_in';
const COOKIE_PATH = '/api/auth/google';
/** Time allowed at Google's pages (account picker, consent). */
export const PENDING_SIGN_IN_SECONDS = 10 * 60;
const AUDIENCE = 'konak:google-sign-in';

// A key of its own, derived from JWT_SECRET, so this cookie can never pass for a session token or vice versa.
function cookieKey(secret: string): Uint8Array {
  return createHmac('sha256', secret).update('konak google sign-in cookie').digest();
}

export async function sealPendingSignIn(secret: string, pending: PendingSignIn): Promise<string> {
  return new EncryptJWT({ ...pending })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PENDING_SIGN_IN_SECONDS}s`)
    .encrypt(cookieKey(secret));
}

/** The pending sign-in of a cookie value, or null when it is missing, tampered with or expired. */
export async function openPendingSignIn(
  secret: string,
  sealed: string | undefined,
): Promise<PendingSignIn | null> {
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, cookieKey(secret), {
      audience: AUDIENCE,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const { state, nonce, codeVerifier, returnTo, lang, rememberMe, browserBindingHash } = payload;
    if (
      typeof state !== 'string' ||
      typeof nonce !== 'string' ||
      typeof codeVerifier !== 'string' ||
      typeof browserBindingHash !== 'string'
    )
      return null;
    return {
      state,
      nonce,
      codeVerifier,
      returnTo: typeof returnTo === 'string' ? returnTo : undefined,
      lang: isRecognisedLanguage(lang) ? lang : DEFAULT_LANGUAGE,
      rememberMe: rememberMe === true,
      browserBindingHash,
    };
  } catch {
    return null;
  }
}

function cookieAttributes(secure: boolean, maxAge: number): string {
  return `Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function pendingSignInCookie(sealed: string, secure: boolean): string {
  return `${PENDING_SIGN_IN_COOKIE}=${sealed}; ${cookieAttributes(secure, PENDING_SIGN_IN_SECONDS)}`;
}

/** Sent with every callback answer: a sign-in attempt is used once, whatever its outcome. */
export function clearedPendingSignInCookie(secure: boolean): string {
  return `${PENDING_SIGN_IN_COOKIE}=; ${cookieAttributes(secure, 0)}`;
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
