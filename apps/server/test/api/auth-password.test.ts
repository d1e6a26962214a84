import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../../src/db/schema/verification-codes.ts';
import { FORGOT_PASSWORD_ANSWER_MS } from '../../src/modules/auth/password-reset.ts';
import { useTestApp } from '../helpers/app.ts';
import { bearer } from '../helpers/users.ts';
import {
  client,
  createMemberWithPassword,
  recordingMailer,
  TEST_PASSWORD,
  uniqueEmail,
} from './auth-fixtures.ts';

const changePassword = (browser: ReturnType<typeof client>, token: string, body: object) =>
  browser.send('PUT', '/api/auth/change-password', body, bearer(token));

describe('forgotten passwords', () => {
  const mail = recordingMailer();
  const context = useTestApp({ PUBLIC_URL: 'https://konak.example' }, { mailer: mail.mailer });

  const tokenOf = (resetUrl: string) => new URL(resetUrl).searchParams.get('token') ?? '';
  const login = (email: string, password: string) =>
    client(context).send('POST', '/api/auth/login', { email, password });

  it('gives the same answer for known and unknown e-mails and mails a link only to the account', async () => {
    const { email } = await createMemberWithPassword(context.db);
    const unknownEmail = uniqueEmail('nobody');
    const started = performance.now();
    const known = await client(context).send('POST', '/api/auth/forgot-password', {
      email: ` ${email.toUpperCase()}`,
    });
    const knownMs = performance.now() - started;
    const unknownStarted = performance.now();
    const unknown = await client(context).send('POST', '/api/auth/forgot-password', { email: unknownEmail });
    const unknownMs = performance.now() - unknownStarted;
    // Both answers are held to the same minimum, longer than the token insert of a known account. (How close
    // the two are is a matter of machine load, so it is not asserted here.)
    expect(knownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 1);
    expect(unknownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 1);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      message: 'If an account exists for this e-mail address, we have sent a link to reset the password.',
    });
    const message = await mail.next(email, 'password-reset');
    // The member's language is English: the link carries the /en prefix.
    expect(message.data.resetUrl).toMatch(/^https:\/\/konak\.example\/en\/reset-password\?token=[\w-]{43}$/);
    expect(message.data.expiresInMinutes).toBe(60);
    expect(mail.count(unknownEmail, 'password-reset')).toBe(0);
  });

  it('resets the password once with the link, ending every session', async () => {
    const { email } = await createMemberWithPassword(context.db);
    const oldSession = (await login(email, TEST_PASSWORD)).json().token;
    await client(context).send('POST', '/api/auth/forgot-password', { email });
    const token = tokenOf((await mail.next(email, 'password-reset')).data.resetUrl);

    const reset = await client(context).send('POST', '/api/auth/reset-password', {
      token,
      password: 'yeni-sifre',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset. Please sign in with the new password.');
    expect(
      (await client(context).send('GET', '/api/auth/me', undefined, bearer(oldSession))).statusCode,
    ).toBe(401);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'yeni-sifre')).statusCode).toBe(200);

    const reused = await client(context).send('POST', '/api/auth/reset-password', {
      token,
      password: 'ucuncu-sifre',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message: 'This link is invalid or has expired. Please request a new one.',
      code: 'invalid_token',
    });
  });

  it('tells whether a link still works without using it up: valid, then used, expired or made up', async () => {
    const { email } = await createMemberWithPassword(context.db);
    await client(context).send('POST', '/api/auth/forgot-password', { email });
    const token = tokenOf((await mail.next(email, 'password-reset')).data.resetUrl);
    const check = async (value: string) => {
      const answer = await client(context).send('POST', '/api/auth/reset-password/check', { token: value });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      return answer.json().valid;
    };
    expect(await check(token)).toBe(true);
    // Checking used nothing up: the reset still works, and afterwards the link does not.
    expect(await check(token)).toBe(true);
    const reset = await client(context).send('POST', '/api/auth/reset-password', {
      token,
      password: 'yeni-sifre',
    });
    expect(reset.statusCode).toBe(200);
    expect(await check(token)).toBe(false);
    expect(await check('x'.repeat(43))).toBe(false);
    const malformed = await client(context).send('POST', '/api/auth/reset-password/check', { token: '' });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses an expired or made-up token and a short password', async () => {
    const { email } = await createMemberWithPassword(context.db);
    await client(context).send('POST', '/api/auth/forgot-password', { email });
    const token = tokenOf((await mail.next(email, 'password-reset')).data.resetUrl);
    await context.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.email, email));
    const expired = await client(context).send('POST', '/api/auth/reset-password', {
      token,
      password: 'yeni-sifre',
    });
    expect(expired.json().code).toBe('invalid_token');
    const madeUp = await client(context).send('POST', '/api/auth/reset-password', {
      token: 'x'.repeat(43),
      password: 'yeni-sifre',
    });
    expect(madeUp.json().code).toBe('invalid_token');
    const short = await client(context).send('POST', '/api/auth/reset-password', { token, password: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: 'password', message: 'The password must have at least 6 characters.' },
    ]);
  });

  it('sends at most one link a minute, and only the newest link works', async () => {
    const { email } = await createMemberWithPassword(context.db);
    const browser = client(context);
    await browser.send('POST', '/api/auth/forgot-password', { email });
    const first = tokenOf((await mail.next(email, 'password-reset')).data.resetUrl);
    await browser.send('POST', '/api/auth/forgot-password', { email });
    await context.db
      .update(verificationCodes)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.email, email));
    await browser.send('POST', '/api/auth/forgot-password', { email });
    const second = tokenOf((await mail.next(email, 'password-reset', 1)).data.resetUrl);
    expect(mail.count(email, 'password-reset')).toBe(2);
    expect(
      (await browser.send('POST', '/api/auth/reset-password', { token: first, password: 'yeni-sifre' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await browser.send('POST', '/api/auth/reset-password', { token: second, password: 'yeni-sifre' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('PUT /api/auth/change-password', () => {
  const context = useTestApp({}, { mailer: recordingMailer().mailer });

  it('checks the current password, keeps this session and ends the others', async () => {
    const { email } = await createMemberWithPassword(context.db);
    const signIn = async () =>
      (await client(context).send('POST', '/api/auth/login', { email, password: TEST_PASSWORD })).json()
        .token;
    const here = await signIn();
    const elsewhere = await signIn();
    const browser = client(context);

    const wrong = await changePassword(browser, here, {
      currentPassword: 'not-it',
      newPassword: 'yeni-sifre',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'wrong_password',
      errors: [{ field: 'currentPassword', message: 'Your current password is not correct.' }],
    });

    const changed = await changePassword(browser, here, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'yeni-sifre',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().revokedSessions).toBe(1);
    expect((await browser.send('GET', '/api/auth/me', undefined, bearer(here))).statusCode).toBe(200);
    expect((await browser.send('GET', '/api/auth/me', undefined, bearer(elsewhere))).statusCode).toBe(401);
    const relogin = await client(context).send('POST', '/api/auth/login', { email, password: 'yeni-sifre' });
    expect(relogin.statusCode).toBe(200);
  });

  it('needs a session and a valid new password', async () => {
    const browser = client(context);
    expect(
      (
        await browser.send('PUT', '/api/auth/change-password', {
          currentPassword: 'a',
          newPassword: 'bbbbbb',
        })
      ).statusCode,
    ).toBe(401);
    const { email } = await createMemberWithPassword(context.db);
    const token = (
      await client(context).send('POST', '/api/auth/login', { email, password: TEST_PASSWORD })
    ).json().token;
    const short = await changePassword(browser, token, { currentPassword: TEST_PASSWORD, newPassword: '12' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].field).toBe('newPassword');
  });
});
