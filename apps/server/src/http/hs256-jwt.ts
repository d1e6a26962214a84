import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verification of our own session JWTs (HS256, compact form) with node:crypto, synchronously (decision 112): every
 * signed-in request checks one, and jose's WebCrypto path queues an async job per token, which cost a booking more
 * than the hash itself. Accepts what `jwtVerify` with `algorithms: ['HS256']`, an issuer and required claims
 * accepts, except a padded signature, which jose tolerates and a token of ours never has; tokens are still signed
 * with jose.
 */

export type Hs256Claims = { sub: string; jti: string; iat: number; exp: number };

const BASE64URL = /^[A-Za-z0-9_-]*$/;
// HMAC-SHA256 is 32 bytes: 43 base64url characters without padding.
const SIGNATURE_LENGTH = 43;

function jsonPart(part: string): Record<string, unknown> | null {
  if (!BASE64URL.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The claims of a token signed with `secret` by HS256 for `issuer`, or null: another algorithm (none, HS512, RS256
 * with the secret as a "public key"), a critical header extension, a bad signature, a malformed part, a missing or
 * mistyped sub, jti, iat or exp, an expiry at or before `now`, or a not-before after it.
 */
export function verifyHs256Jwt(token: string, secret: string, issuer: string, now: Date): Hs256Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (signaturePart.length !== SIGNATURE_LENGTH || !BASE64URL.test(signaturePart)) return null;
  const header = jsonPart(headerPart);
  if (!header || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null;
  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(signaturePart, 'base64url'))) return null;
  const claims = jsonPart(payloadPart);
  if (!claims) return null;
  const { sub, jti, iat, exp, nbf, iss } = claims;
  if (iss !== issuer || typeof sub !== 'string' || typeof jti !== 'string') return null;
  if (!isTime(iat) || !isTime(exp) || (nbf !== undefined && !isTime(nbf))) return null;
  const seconds = Math.floor(now.getTime() / 1000);
  if (exp <= seconds || (nbf !== undefined && nbf > seconds)) return null;
  return { sub, jti, iat, exp };
}
