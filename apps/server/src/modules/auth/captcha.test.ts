import { solveCaptcha } from '@konak/domain/auth/captcha-solver';
import { describe, expect, it } from 'vitest';
import { createCaptcha } from './captcha.ts';
import { memoryCounterStore } from './counter-store.ts';

const SECRET = 'x'.repeat(40);
// A small search space keeps the test fast; the format is the same as in production.
const captcha = () => createCaptcha(SECRET, memoryCounterStore(), 2000);

describe('proof-of-work captcha', () => {
  it('accepts a solved challenge exactly once', async () => {
    const subject = captcha();
    const challenge = subject.issue();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
    expect(challenge.salt).toMatch(/\?expires=\d+$/);
    const solution = await solveCaptcha(challenge);
    expect(solution).not.toBeNull();
    if (!solution) return;
    expect(await subject.verify(solution)).toBe('solved');
    expect(await subject.verify(solution)).toBe('reused');
  });

  it('refuses a wrong number, a forged signature and a challenge of another key', async () => {
    const subject = captcha();
    const challenge = subject.issue();
    const solution = await solveCaptcha(challenge);
    if (!solution) throw new Error('unsolved');
    expect(await subject.verify({ ...solution, number: solution.number + 1 })).toBe('invalid');
    expect(await subject.verify({ ...solution, signature: '0'.repeat(64) })).toBe('invalid');
    expect(await subject.verify({ ...solution, salt: `${solution.salt}0` })).toBe('invalid');
    const other = createCaptcha('y'.repeat(40), memoryCounterStore(), 2000);
    expect(await other.verify(solution)).toBe('invalid');
  });

  it('refuses an expired challenge', async () => {
    const subject = captcha();
    const issuedAt = new Date('2026-11-22T10:00:00Z');
    const challenge = subject.issue(issuedAt);
    const solution = await solveCaptcha(challenge);
    if (!solution) throw new Error('unsolved');
    expect(await subject.verify(solution, new Date('2026-11-22T10:09:59Z'))).toBe('solved');
    const late = subject.issue(issuedAt);
    const lateSolution = await solveCaptcha(late);
    if (!lateSolution) throw new Error('unsolved');
    expect(await subject.verify(lateSolution, new Date('2026-11-22T10:10:01Z'))).toBe('expired');
  });

  it('cannot be solved when the challenge is made up', async () => {
    const challenge = { ...captcha().issue(), challenge: 'f'.repeat(64) };
    expect(await solveCaptcha({ ...challenge, maxnumber: 50 })).toBeNull();
  });
});
