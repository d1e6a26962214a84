import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: about 20 ms per hash on these machines. Algorithm is a const enum that
// verbatimModuleSyntax cannot read, hence its value: 2 is Algorithm.Argon2id.
const PASSWORD_HASH_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

// Verified against when the account is unknown or has no password, so that a login takes the same time
// whether or not the e-mail exists (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash. Without a hash (unknown account, Google-only account) a dummy
 * hash is verified anyway and the answer is false. A malformed stored hash counts as a mismatch.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-only-for-equal-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
