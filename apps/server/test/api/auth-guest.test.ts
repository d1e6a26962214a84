import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../../src/db/schema/verification-codes.ts';
import { verifyGuestToken } from '../../src/modules/auth/temporary-tokens.ts';
import { useTestApp } from '../helpers/app.ts';
import { client, recordingMailer, uniqueEmail } from './auth-fixtures.ts';

describe('guest e-mail verification', () => {
  const mail = recordingMailer();
  const context = useTestApp({}, { mailer: mail.mailer });

  it('mails a code and exchanges it for a guest token that proves the e-mail', async () => {
    const email = uniqueEmail('guest');
    const browser = client(context);
    const sent = await browser.send('POST', '/api/auth/guest/send-verification', {
      email: ` ${email.toUpperCase()} `,
      name: 'Olga',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: `We sent a new 6-digit code to ${email}.`,
      expiresInMinutes: 10,
      resendAvailableIn: 60,
    });
    const message = await mail.next(email, 'verification-code');
    expect(message).toMatchObject({ language: 'en', data: { name: 'Olga' } });

    const verified = await browser.send('POST', '/api/auth/guest/verify', { email, code: message.data.code });
    expect(verified.statusCode).toBe(200);
    const { guestToken, expiresAt } = verified.json();
    expect(verified.json().email).toBe(email);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(await verifyGuestToken(context.services.config.JWT_SECRET, guestToken)).toBe(email);
    // A guest token is no session.
    const asSession = await browser.send('GET', '/api/auth/verify-token', undefined, {
      authorization: `Bearer ${guestToken}`,
    });
    expect(asSession.json()).toEqual({ valid: false, user: null });
    // Single use.
    const again = await browser.send('POST', '/api/auth/guest/verify', { email, code: message.data.code });
    expect(again.json().code).toBe('expired');
  });

  it('applies the code rules: wrong codes, 5 attempts, expiry, 60 s between mails', async () => {
    const email = uniqueEmail('guest');
    const browser = client(context);
    await browser.send('POST', '/api/auth/guest/send-verification', { email });
    const { code } = (await mail.next(email, 'verification-code')).data;
    const wrong = code === '123456' ? '654321' : '123456';

    const first = await browser.send('POST', '/api/auth/guest/verify', { email, code: wrong });
    expect(first.json()).toMatchObject({ code: 'invalid_code', remainingAttempts: 4 });

    const tooSoon = await browser.send('POST', '/api/auth/guest/resend', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    for (let index = 0; index < 4; index += 1)
      await browser.send('POST', '/api/auth/guest/verify', { email, code: wrong });
    expect((await browser.send('POST', '/api/auth/guest/verify', { email, code })).json().code).toBe(
      'too_many_attempts',
    );

    await context.db
      .update(verificationCodes)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.email, email));
    expect((await browser.send('POST', '/api/auth/guest/resend', { email })).statusCode).toBe(200);
    const fresh = (await mail.next(email, 'verification-code', 1)).data.code;
    await context.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.email, email));
    const expired = await browser.send('POST', '/api/auth/guest/verify', { email, code: fresh });
    expect(expired.json()).toMatchObject({ code: 'expired' });
  });

  it('refuses bad input with 400', async () => {
    const browser = client(context);
    const response = await browser.send('POST', '/api/auth/guest/verify', { email: 'nope', code: '12' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['email', 'code']);
    expect(
      (await browser.send('POST', '/api/auth/guest/send-verification', { email: 'x@' })).statusCode,
    ).toBe(400);
  });
});
