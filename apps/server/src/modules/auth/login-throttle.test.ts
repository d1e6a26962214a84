import { describe, expect, it } from 'vitest';
import { memoryCounterStore } from './counter-store.ts';
import { createLoginThrottle } from './login-throttle.ts';

describe('login throttle', () => {
  it('asks for a captcha after 3 failures and locks the account for that IP after 5', async () => {
    const throttle = createLoginThrottle(memoryCounterStore());
    const states = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      states.push(await throttle.recordFailure('a@x.test', '1.1.1.1'));
    expect(states.map((state) => state.failedAttempts)).toEqual([1, 2, 3, 4, 5]);
    expect(states.map((state) => state.captchaRequired)).toEqual([false, false, true, true, true]);
    expect(states.map((state) => state.lockedForMs > 0)).toEqual([false, false, false, false, true]);
    const locked = await throttle.check('a@x.test', '1.1.1.1');
    expect(locked.lockedForMs).toBeGreaterThan(14 * 60 * 1000);
    expect(locked.lockedForMs).toBeLessThanOrEqual(15 * 60 * 1000);
    // Another address is not locked, and the same address can still sign in to other accounts.
    expect((await throttle.check('a@x.test', '2.2.2.2')).lockedForMs).toBe(0);
    expect((await throttle.check('b@x.test', '1.1.1.1')).lockedForMs).toBe(0);
  });

  it('lifts the lock after 15 minutes', async () => {
    let now = 0;
    const throttle = createLoginThrottle(memoryCounterStore(() => now));
    for (let attempt = 0; attempt < 5; attempt += 1) await throttle.recordFailure('a@x.test', '1.1.1.1');
    now += 15 * 60 * 1000;
    const after = await throttle.check('a@x.test', '1.1.1.1');
    expect(after.lockedForMs).toBe(0);
    expect(after.failedAttempts).toBe(0);
    // The address's failures of the past hour still call for a captcha.
    expect(after.captchaRequired).toBe(true);
  });

  it('asks an address that tries many accounts for a captcha (password spraying)', async () => {
    const throttle = createLoginThrottle(memoryCounterStore());
    for (const email of ['a@x.test', 'b@x.test', 'c@x.test']) await throttle.recordFailure(email, '1.1.1.1');
    const state = await throttle.check('d@x.test', '1.1.1.1');
    expect(state).toMatchObject({ failedAttempts: 0, captchaRequired: true, lockedForMs: 0 });
  });

  it('asks every address for a captcha after 20 failures of an account, but never locks the account', async () => {
    const throttle = createLoginThrottle(memoryCounterStore());
    // Two failures per address stay under the per-address captcha: the distributed attack of the probe.
    for (let index = 0; index < 19; index += 1)
      await throttle.recordFailure('a@x.test', `10.0.0.${index % 10}`);
    expect(await throttle.check('a@x.test', '10.9.9.9')).toMatchObject({
      captchaRequired: false,
      accountUnderAttack: false,
    });
    const twentieth = await throttle.recordFailure('a@x.test', '10.0.1.1');
    expect(twentieth).toMatchObject({ accountUnderAttack: true, captchaRequired: true, lockedForMs: 0 });
    for (let index = 0; index < 200; index += 1) await throttle.recordFailure('a@x.test', `10.1.${index}.1`);
    const owner = await throttle.check('a@x.test', '10.9.9.9');
    expect(owner).toMatchObject({ captchaRequired: true, lockedForMs: 0, failedAttempts: 0 });
    // Other accounts from the owner's address are not affected.
    expect((await throttle.check('b@x.test', '10.9.9.9')).captchaRequired).toBe(false);
  });

  it('forgets the failures of an account and address after a success', async () => {
    const throttle = createLoginThrottle(memoryCounterStore());
    await throttle.recordFailure('a@x.test', '1.1.1.1');
    await throttle.recordFailure('a@x.test', '1.1.1.1');
    await throttle.recordSuccess('a@x.test', '1.1.1.1');
    expect((await throttle.check('a@x.test', '1.1.1.1')).failedAttempts).toBe(0);
  });
});
