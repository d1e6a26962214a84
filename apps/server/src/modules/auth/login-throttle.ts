import {
  ACCOUNT_CAPTCHA_AFTER_FAILURES,
  CAPTCHA_AFTER_FAILURES,
  LOCK_AFTER_FAILURES,
  LOCK_MINUTES,
} from '@konak/domain/auth/auth-limits';
import type { CounterStore } from './counter-store.ts';

/**
 * Failed-login bookkeeping (brief §5, decision 022). Three counters, each over one hour from its first failure:
 * per account and IP (captcha after 3, a 15-minute lock for that IP after 5), per IP (captcha after 3, whatever
 * accounts were tried: password spraying) and per account from everywhere (captcha from every address after 20:
 * a distributed guesser pays for each guess, yet can never lock the owner out). Unknown e-mails count like real ones.
 */

const WINDOW_MS = 60 * 60 * 1000;
const LOCK_MS = LOCK_MINUTES * 60 * 1000;

export type ThrottleState = {
  /** Failures of this account from this IP in the window. */
  failedAttempts: number;
  captchaRequired: boolean;
  /** > 0 while the account is locked for this IP. */
  lockedForMs: number;
  /** The account has failed from all addresses often enough this hour to call for a captcha everywhere. */
  accountUnderAttack: boolean;
};

export type LoginThrottle = {
  check(email: string, ip: string): Promise<ThrottleState>;
  recordFailure(email: string, ip: string): Promise<ThrottleState>;
  recordSuccess(email: string, ip: string): Promise<void>;
};

type Counts = { accountIp: number; ip: number; account: number };

function captchaRequired(counts: Counts): boolean {
  return (
    counts.accountIp >= CAPTCHA_AFTER_FAILURES ||
    counts.ip >= CAPTCHA_AFTER_FAILURES ||
    counts.account >= ACCOUNT_CAPTCHA_AFTER_FAILURES
  );
}

export function createLoginThrottle(store: CounterStore): LoginThrottle {
  const keys = (email: string, ip: string) => ({
    accountIp: `login-failures:account-ip:${email}|${ip}`,
    ip: `login-failures:ip:${ip}`,
    account: `login-failures:account:${email}`,
    lock: `login-lock:${email}|${ip}`,
  });

  async function check(email: string, ip: string): Promise<ThrottleState> {
    const key = keys(email, ip);
    const [accountIp, perIp, account, lock] = await Promise.all([
      store.read(key.accountIp),
      store.read(key.ip),
      store.read(key.account),
      store.read(key.lock),
    ]);
    return {
      failedAttempts: lock.count > 0 ? LOCK_AFTER_FAILURES : accountIp.count,
      captchaRequired: captchaRequired({
        accountIp: accountIp.count,
        ip: perIp.count,
        account: account.count,
      }),
      lockedForMs: lock.count > 0 ? lock.ttlMs : 0,
      accountUnderAttack: account.count >= ACCOUNT_CAPTCHA_AFTER_FAILURES,
    };
  }

  return {
    check,
    async recordFailure(email, ip) {
      const key = keys(email, ip);
      const [accountIp, perIp, account] = await Promise.all([
        store.increment(key.accountIp, WINDOW_MS),
        store.increment(key.ip, WINDOW_MS),
        store.increment(key.account, WINDOW_MS),
      ]);
      const locked = accountIp.count >= LOCK_AFTER_FAILURES;
      if (locked) {
        await store.set(key.lock, LOCK_MS);
        // After the lock this address starts again from zero (the per-IP counter still asks for a captcha).
        await store.delete(key.accountIp);
      }
      return {
        failedAttempts: Math.min(accountIp.count, LOCK_AFTER_FAILURES),
        captchaRequired: captchaRequired({
          accountIp: accountIp.count,
          ip: perIp.count,
          account: account.count,
        }),
        lockedForMs: locked ? LOCK_MS : 0,
        accountUnderAttack: account.count >= ACCOUNT_CAPTCHA_AFTER_FAILURES,
      };
    },
    async recordSuccess(email, ip) {
      await store.delete(keys(email, ip).accountIp);
    },
  };
}
