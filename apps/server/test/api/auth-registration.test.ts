import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { verificationCodes } from '../../src/db/schema/verification-codes.ts';
import { useTestApp } from '../helpers/app.ts';
import { bearer } from '../helpers/users.ts';
import { client, recordingMailer, uniqueEmail } from './auth-fixtures.ts';

const registration = (email: string) => ({
  name: '  Ayşe Yılmaz ',
  email,
  password: 'gizli-123',
  phone: '+90 532 123 45 67',
  preferredLanguage: 'tr',
});

describe('registration with an e-mailed code', () => {
  const mail = recordingMailer();
  const context = useTestApp({}, { mailer: mail.mailer });

  async function register(email = uniqueEmail()) {
    const browser = client(context);
    const response = await browser.send('POST', '/api/auth/register', registration(email.toUpperCase()));
    expect(response.statusCode).toBe(201);
    return {
      browser,
      email,
      body: response.json(),
      code: (await mail.next(email, 'verification-code')).data.code,
    };
  }

  /** Moves the e-mail's codes into the past: "expired" without waiting 10 minutes. */
  const ageCodes = (email: string, field: 'expiresAt' | 'lastSentAt') =>
    context.db
      .update(verificationCodes)
      .set({ [field]: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.email, email));

  it('creates an unverified account, stores it normalised and mails a 6-digit code', async () => {
    const { email, body, code } = await register();
    expect(body).toMatchObject({
      message: `Your account has been created. We sent a 6-digit code to ${email}.`,
      requiresVerification: true,
      tempToken: expect.any(String),
      user: {
        email,
        name: 'Ayşe Yılmaz',
        phone: '+90 5321234567',
        preferredLanguage: 'tr',
        emailVerified: false,
      },
    });
    expect(code).toMatch(/^\d{6}$/);
    const message = await mail.next(email, 'verification-code');
    expect(message).toMatchObject({ language: 'tr', data: { name: 'Ayşe Yılmaz', expiresInMinutes: 10 } });
    const [row] = await context.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    // Stored hashed, never the code itself.
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('cannot sign in before verifying', async () => {
    const { browser, email } = await register();
    const login = await browser.send('POST', '/api/auth/login', { email, password: 'gizli-123' });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('email_not_verified');
  });

  it('verifies with the code, signs in and sends the welcome mail', async () => {
    const { browser, email, body, code } = await register();
    const response = await browser.send('POST', '/api/auth/verify-email', {
      code,
      tempToken: body.tempToken,
    });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.user).toMatchObject({ email, emailVerified: true });
    expect((await browser.send('GET', '/api/auth/me', undefined, bearer(session.token))).statusCode).toBe(
      200,
    );
    expect((await mail.next(email, 'welcome')).data.name).toBe('Ayşe Yılmaz');
    // The code is spent, and the account is verified now.
    const again = await browser.send('POST', '/api/auth/verify-email', { code, tempToken: body.tempToken });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_verified' });
  });

  it('counts wrong codes and ends the code after 5', async () => {
    const { browser, body, code } = await register();
    const wrong = code === '000000' ? '111111' : '000000';
    const remaining = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await browser.send('POST', '/api/auth/verify-email', {
        code: wrong,
        tempToken: body.tempToken,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_code');
      remaining.push(response.json().remainingAttempts);
    }
    expect(remaining).toEqual([4, 3, 2, 1]);
    const fifth = await browser.send('POST', '/api/auth/verify-email', {
      code: wrong,
      tempToken: body.tempToken,
    });
    expect(fifth.json()).toMatchObject({ code: 'too_many_attempts' });
    // Now even the right code is refused until a new one is requested.
    const right = await browser.send('POST', '/api/auth/verify-email', { code, tempToken: body.tempToken });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      code: 'too_many_attempts',
      message: 'Too many wrong attempts. Please request a new code.',
    });
  });

  it('cannot be out-guessed by parallel requests', async () => {
    const { browser, body, code } = await register();
    const guesses = Array.from({ length: 20 }, (_, index) =>
      String((Number(code) + index + 1) % 1e6).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((guess) =>
        browser.send('POST', '/api/auth/verify-email', { code: guess, tempToken: body.tempToken }),
      ),
    );
    expect(answers.filter((answer) => answer.json().code === 'invalid_code')).toHaveLength(4);
    expect(answers.filter((answer) => answer.json().code === 'too_many_attempts')).toHaveLength(16);
  });

  it('refuses an expired code and a bad temporary token', async () => {
    const { browser, email, body, code } = await register();
    await ageCodes(email, 'expiresAt');
    const expired = await browser.send('POST', '/api/auth/verify-email', { code, tempToken: body.tempToken });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      message: 'The code has expired. Please request a new code.',
      code: 'expired',
    });
    const forged = await browser.send('POST', '/api/auth/verify-email', {
      code,
      tempToken: `${body.tempToken}x`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('expired');
  });

  it('resends at most once a minute (429 with Retry-After) and only the newest code works', async () => {
    const { browser, email, body, code } = await register();
    const tooSoon = await browser.send('POST', '/api/auth/resend-verification-code', {
      tempToken: body.tempToken,
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(tooSoon.json()).toMatchObject({ code: 'resend_too_soon', retryAfter: expect.any(Number) });

    await ageCodes(email, 'lastSentAt');
    const resent = await browser.send('POST', '/api/auth/resend-verification-code', {
      tempToken: body.tempToken,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ expiresInMinutes: 10, resendAvailableIn: 60 });
    const newCode = (await mail.next(email, 'verification-code', 1)).data.code;
    if (newCode !== code) {
      const old = await browser.send('POST', '/api/auth/verify-email', { code, tempToken: body.tempToken });
      expect(old.json().code).toBe('invalid_code');
    }
    const verified = await browser.send('POST', '/api/auth/verify-email', {
      code: newCode,
      tempToken: body.tempToken,
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 503 and allows an immediate retry when the code mail cannot be sent', async () => {
    const { browser, email, body } = await register();
    await ageCodes(email, 'lastSentAt');
    mail.mailer.failNext = true;
    const failed = await browser.send('POST', '/api/auth/resend-verification-code', {
      tempToken: body.tempToken,
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().code).toBe('code_not_sent');
    const retried = await browser.send('POST', '/api/auth/resend-verification-code', {
      tempToken: body.tempToken,
    });
    expect(retried.statusCode).toBe(200);
  });

  it('refuses an e-mail that is already registered with a field error (409)', async () => {
    const { email } = await register();
    const again = await client(context).send('POST', '/api/auth/register', registration(` ${email} `));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'An account with this e-mail address already exists.',
      code: 'email_exists',
      errors: [{ field: 'email', message: 'An account with this e-mail address already exists.' }],
    });
    const rows = await context.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('explains every invalid field, translated, with the phone rule and its digits', async () => {
    const response = await client(context).send(
      'POST',
      '/api/auth/register',
      { name: 'A', email: 'not-an-email', password: '123', phone: '+90 532 12' },
      { 'accept-language': 'tr' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'name', message: 'Ad soyad en az 2 karakter olmalıdır.' },
      { field: 'email', message: 'Lütfen geçerli bir e-posta adresi girin.' },
      { field: 'password', message: 'Şifre en az 6 karakter olmalıdır.' },
      { field: 'phone', message: 'Telefon numarası en az 10 haneli olmalıdır.' },
    ]);
    const noCountry = await client(context).send('POST', '/api/auth/register', {
      ...registration(uniqueEmail()),
      phone: '532 123 45 67',
    });
    expect(noCountry.json().errors).toEqual([{ field: 'phone', message: 'Please choose a country code.' }]);
    const badFormat = await client(context).send('POST', '/api/auth/register', {
      ...registration(uniqueEmail()),
      phone: '+90 212 123 45 67',
    });
    expect(badFormat.json().errors).toEqual([
      { field: 'phone', message: 'The phone number format is not valid.' },
    ]);
  });

  it('takes the request language when none is given', async () => {
    const email = uniqueEmail();
    const { preferredLanguage: _, ...withoutLanguage } = registration(email);
    const response = await client(context).send('POST', '/api/auth/register', withoutLanguage, {
      'accept-language': 'ru',
    });
    expect(response.json().user.preferredLanguage).toBe('ru');
    expect((await mail.next(email, 'verification-code')).language).toBe('ru');
  });
});

describe('POST /api/auth/check-email', () => {
  const context = useTestApp({}, { mailer: recordingMailer().mailer });

  it('tells whether an account uses the (normalised) e-mail, and only 10 times per 10 minutes', async () => {
    const email = uniqueEmail();
    await client(context).send('POST', '/api/auth/register', registration(email));
    const browser = client(context);
    expect(
      (await browser.send('POST', '/api/auth/check-email', { email: email.toUpperCase() })).json(),
    ).toEqual({
      exists: true,
    });
    expect((await browser.send('POST', '/api/auth/check-email', { email: uniqueEmail() })).json()).toEqual({
      exists: false,
    });
    for (let index = 0; index < 8; index += 1) await browser.send('POST', '/api/auth/check-email', { email });
    const limited = await browser.send('POST', '/api/auth/check-email', { email });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('rate_limited');
  });

  it('does not count deleted accounts', async () => {
    const email = uniqueEmail();
    await client(context).send('POST', '/api/auth/register', registration(email));
    await context.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(and(eq(users.email, email)));
    expect((await client(context).send('POST', '/api/auth/check-email', { email })).json()).toEqual({
      exists: false,
    });
  });
});
