import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/http/request-logging.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { bearer } from '../helpers/users.ts';
import { client, recordingMailer, uniqueEmail } from './auth-fixtures.ts';
import {
  bookByCard,
  callback,
  payOnTestGateway,
  SUCCESS_CARD,
  THREE_DS_CODE,
  useCardPaymentApp,
} from './card-payment-fixtures.ts';
import { dayFrom, insertBookableApartment } from './reservation-fixtures.ts';

// Decision 099: the logs of a whole account-and-payment journey, at the chattiest level, never hold a password, a
// token, a verification code or card data; and every line about a request names the request.
describe('what the logs keep of a journey', () => {
  const lines: string[] = [];
  const mail = recordingMailer();
  const context = useCardPaymentApp(
    new ManualClock('2031-03-02T09:00:00Z'),
    {},
    {
      mailer: mail.mailer,
      logger: { ...loggerOptions('trace'), stream: { write: (line: string) => lines.push(line) } },
    },
  );

  it('registers, verifies, resets a password and pays by card without a secret reaching the logs', async () => {
    const secrets: Record<string, string> = {};
    const email = uniqueEmail('logs');
    const browser = client(context);
    secrets.firstPassword = 'Ilk-Parola-7391!';
    const registered = await browser.send('POST', '/api/auth/register', {
      name: 'Ayşe Yılmaz',
      email,
      password: secrets.firstPassword,
      phone: '+90 532 123 45 67',
      preferredLanguage: 'en',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    secrets.verificationTempToken = registered.json().tempToken;
    secrets.verificationCode = (await mail.next(email, 'verification-code')).data.code;
    const verified = await browser.send('POST', '/api/auth/verify-email', {
      code: secrets.verificationCode,
      tempToken: secrets.verificationTempToken,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    secrets.firstSession = verified.json().token;
    // A wrong password too: refusals are logged as well.
    expect(
      (await browser.send('POST', '/api/auth/login', { email, password: 'Yanlis-Parola-5512' })).statusCode,
    ).toBe(401);

    await browser.send('POST', '/api/auth/forgot-password', { email });
    const resetUrl = new URL((await mail.next(email, 'password-reset')).data.resetUrl);
    secrets.resetToken = resetUrl.searchParams.get('token') ?? '';
    // The link itself, as the browser opens it: its URL is logged, its token must not be.
    await context.app.inject({ method: 'GET', url: `${resetUrl.pathname}${resetUrl.search}` });
    secrets.secondPassword = 'Yeni-Parola-8624!';
    const reset = await browser.send('POST', '/api/auth/reset-password', {
      token: secrets.resetToken,
      password: secrets.secondPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await browser.send('POST', '/api/auth/login', {
      email,
      password: secrets.secondPassword,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session: string = signedIn.json().token;
    secrets.secondSession = session;
    expect((await browser.send('GET', '/api/auth/me', undefined, bearer(session))).statusCode).toBe(200);

    const { id: apartmentId } = await insertBookableApartment(context.db);
    const { paymentPageUrl, checkoutToken } = await bookByCard(context, {
      token: session,
      apartmentId,
      checkIn: dayFrom(context, 40),
      checkOut: dayFrom(context, 42),
    });
    secrets.cardNumber = SUCCESS_CARD;
    secrets.threeDsCode = THREE_DS_CODE;
    await payOnTestGateway(paymentPageUrl, SUCCESS_CARD);
    expect((await callback(context, checkoutToken)).searchParams.get('cardPayment')).toBe('paid');

    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[redacted]');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThanOrEqual(6);
      // Codes are digits: only a whole number counts, not the same digits inside a timestamp.
      const pattern = new RegExp(`(^|[^\\w])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w])`);
      expect(pattern.test(log), `${name} appears in the logs`).toBe(false);
    }
  });

  it('names the request on every line about one, with the id nginx forwarded when it is well formed', async () => {
    const forwarded = 'a3f1c2d4e5b6a7980f1e2d3c4b5a6978';
    const answer = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': forwarded },
    });
    expect(answer.headers['x-request-id']).toBe(forwarded);
    const made = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const aboutRequests = entries.filter(
      (entry) => 'req' in entry || 'res' in entry || 'responseTime' in entry,
    );
    expect(aboutRequests.length).toBeGreaterThan(20);
    for (const entry of aboutRequests) expect(entry.reqId, JSON.stringify(entry)).toEqual(expect.any(String));
    expect(aboutRequests.some((entry) => entry.reqId === forwarded)).toBe(true);
  });
});
