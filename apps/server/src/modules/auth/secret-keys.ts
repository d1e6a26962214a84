import { createHmac } from 'node:crypto';

/**
 * A separate key per purpose, derived from JWT_SECRET, so a value signed or hashed for one purpose (a captcha
 * challenge, a verification code) can never pass for another.
 */
export function derivedKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`konak:${purpose}`).digest();
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}
