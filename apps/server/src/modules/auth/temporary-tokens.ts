import { jwtVerify, SignJWT } from 'jose';
import { derivedKey } from './secret-keys.ts';

/**
 * Short-lived signed proofs that are not sessions: the registration `tempToken` (this browser registered or
 * signed in to the unverified account: subject = user id) and the `guestToken` (a guest proved they own an
 * e-mail: subject = the e-mail). Each purpose has its own derived key and audience, so neither can be used as
 * the other or as a session token.
 */

export type TemporaryTokenPurpose = 'email-verification' | 'guest-email';

/** Long enough to wait for a code, resend it a few times and type it in. */
export const TEMPORARY_TOKEN_TTL_SECONDS = {
  'email-verification': 60 * 60,
  'guest-email': 2 * 60 * 60,
} as const;

const ISSUER = 'konak-temporary';

export async function signTemporaryToken(
  secret: string,
  purpose: TemporaryTokenPurpose,
  subject: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAtSeconds = issuedAt + TEMPORARY_TOKEN_TTL_SECONDS[purpose];
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(purpose)
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(derivedKey(secret, `temporary-token:${purpose}`));
  return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** The subject of a valid token of that purpose, or null (bad signature, other purpose, expired, malformed). */
export async function verifyTemporaryToken(
  secret: string,
  purpose: TemporaryTokenPurpose,
  token: string,
  now: Date = new Date(),
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, derivedKey(secret, `temporary-token:${purpose}`), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: purpose,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/**
 * The e-mail a guest proved to own, for the reservation call (spec §7): null unless the guest token is valid.
 * Compare it with the reservation's e-mail after normalising both (trim, lower case).
 */
export function verifyGuestToken(secret: string, token: string, now?: Date): Promise<string | null> {
  return verifyTemporaryToken(secret, 'guest-email', token, now);
}
