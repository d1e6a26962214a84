import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CaptchaChallenge, CaptchaSolution } from '@konak/domain/api/auth/captcha';
import type { CounterStore } from './counter-store.ts';
import { derivedKey, hmacHex } from './secret-keys.ts';

/**
 * The server side of the proof-of-work captcha (ALTCHA format, domain auth/captcha.ts). A challenge is stateless
 * until used: its HMAC signature proves we issued it, the expiry rides in the salt, and a used challenge is
 * remembered in the counter store until it expires, so each solution works once.
 */

/** Up to 100 000 SHA-256 hashes: well under a second in a phone browser, a real cost for a password sprayer. */
export const CAPTCHA_MAX_NUMBER = 100_000;
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

export type CaptchaVerdict = 'solved' | 'invalid' | 'expired' | 'reused';

export type Captcha = {
  issue(now?: Date): CaptchaChallenge;
  verify(solution: CaptchaSolution, now?: Date): Promise<CaptchaVerdict>;
};

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createCaptcha(secret: string, store: CounterStore, maxNumber = CAPTCHA_MAX_NUMBER): Captcha {
  const key = derivedKey(secret, 'captcha');
  return {
    issue(now = new Date()) {
      const expires = Math.floor((now.getTime() + CAPTCHA_TTL_MS) / 1000);
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
      const challenge = sha256Hex(salt + randomInt(0, maxNumber + 1));
      return {
        algorithm: 'SHA-256',
        challenge,
        maxnumber: maxNumber,
        salt,
        signature: hmacHex(key, challenge),
      };
    },
    async verify(solution, now = new Date()) {
      if (!sameHex(hmacHex(key, solution.challenge), solution.signature)) return 'invalid';
      // The salt is covered by the check below: another salt gives another hash than the signed challenge.
      if (!sameHex(sha256Hex(solution.salt + solution.number), solution.challenge)) return 'invalid';
      const expires = Number(/[?&]expires=(\d+)$/.exec(solution.salt)?.[1]);
      const remainingMs = expires * 1000 - now.getTime();
      if (!Number.isFinite(remainingMs) || remainingMs <= 0) return 'expired';
      const firstUse = await store.claim(`captcha-used:${solution.challenge}`, remainingMs);
      return firstUse ? 'solved' : 'reused';
    },
  };
}
