import type { CaptchaChallenge, CaptchaSolution } from '../api/auth/captcha.ts';

// Free of zod (types only above): the login modal loads this when a captcha is asked for, and phones pay for every byte.

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Hashing one number per await spends most of the time waiting on Web Crypto's round trip; a batch in flight at
// once is several times faster on a phone.
const BATCH_SIZE = 256;

/**
 * Finds the number (Web Crypto, browser and Node alike). About maxnumber/2 hashes on average; null when no
 * number up to maxnumber fits (a forged challenge) or when `signal` aborts the search.
 */
export async function solveCaptcha(
  challenge: CaptchaChallenge,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CaptchaSolution | null> {
  for (let start = 0; start <= challenge.maxnumber; start += BATCH_SIZE) {
    if (signal?.aborted) return null;
    const numbers = Array.from(
      { length: Math.min(BATCH_SIZE, challenge.maxnumber - start + 1) },
      (_, offset) => start + offset,
    );
    const hashes = await Promise.all(numbers.map((number) => sha256Hex(challenge.salt + number)));
    const found = hashes.indexOf(challenge.challenge);
    if (found >= 0) {
      const { algorithm, salt, signature } = challenge;
      return { algorithm, challenge: challenge.challenge, number: numbers[found] as number, salt, signature };
    }
  }
  return null;
}
