import { describe, expect, it } from 'vitest';
import { REMEMBERED_SESSION_MS, SESSION_MS } from '../../src/http/session-tokens.ts';
import { useTestApp } from '../helpers/app.ts';
import { bearer } from '../helpers/users.ts';
import {
  client,
  createMemberWithPassword,
  randomIp,
  recordingMailer,
  solveChallenge,
  uniqueEmail,
} from './auth-fixtures.ts';

describe('POST /api/auth/login', () => {
  const mail = recordingMailer();
  const context = useTestApp({}, { mailer: mail.mailer });

  it('signs in with a normalised e-mail and answers token, expiry and user', async () => {
    const { user, email, password } = await createMemberWithPassword(context.db);
    const response = await client(context).send('POST', '/api/auth/login', {
      email: `  ${email.toUpperCase()} `,
      password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, email, emailVerified: true, hasPassword: true });
    expect(body.user).not.toHaveProperty('passwordHash');
    const lifetime = new Date(body.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(SESSION_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(SESSION_MS);
    const me = await client(context).send('GET', '/api/auth/me', undefined, bearer(body.token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { id: user.id }, membership: { tier: 'bronze', totalSpent: 0 } });
  });

  it('keeps a remembered session for 30 days', async () => {
    const { email, password } = await createMemberWithPassword(context.db);
    const response = await client(context).send('POST', '/api/auth/login', {
      email,
      password,
      rememberMe: true,
    });
    const lifetime = new Date(response.json().expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(REMEMBERED_SESSION_MS - 60_000);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { email } = await createMemberWithPassword(context.db);
    const wrongPassword = await client(context).send('POST', '/api/auth/login', {
      email,
      password: 'wrong-one',
    });
    const unknown = await client(context).send('POST', '/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'wrong-one',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json()).toEqual({
      message: 'E-mail or password is incorrect. Please check your credentials.',
      code: 'invalid_credentials',
      failedAttempts: 1,
      lockWarning: false,
      captchaRequired: false,
    });
  });

  it('spends the same argon2 work on unknown e-mails as on wrong passwords', async () => {
    const { email } = await createMemberWithPassword(context.db);
    const time = async (body: object) => {
      const started = performance.now();
      await client(context).send('POST', '/api/auth/login', body);
      return performance.now() - started;
    };
    // Warm up the dummy hash, then compare medians of interleaved tries (a busy machine slows both alike).
    await time({ email: uniqueEmail(), password: 'x' });
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      knownTimes.push(await time({ email, password: `nope-${index}` }));
      unknownTimes.push(await time({ email: uniqueEmail(), password: 'x' }));
    }
    const known = median(knownTimes);
    const unknown = median(unknownTimes);
    // Argon2 takes ≈ 20 ms; without the dummy hash an unknown e-mail would answer in ~2 ms.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it('counts failures, asks for a captcha after 3 and accepts a solved one', async () => {
    const { email, password } = await createMemberWithPassword(context.db);
    const browser = client(context);
    const attempts = [];
    for (let index = 0; index < 3; index += 1) {
      attempts.push((await browser.send('POST', '/api/auth/login', { email, password: 'wrong' })).json());
    }
    expect(attempts.map((body) => body.failedAttempts)).toEqual([1, 2, 3]);
    expect(attempts.map((body) => body.captchaRequired)).toEqual([false, false, true]);
    expect(attempts[2].captcha).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100_000 });

    // Without a captcha even the right password is not checked.
    const missing = await browser.send('POST', '/api/auth/login', { email, password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'captcha_required',
      captchaRequired: true,
      failedAttempts: 3,
    });

    const forged = { ...solveChallenge(missing.json().captcha), number: 1e6 + 1 };
    const refused = await browser.send('POST', '/api/auth/login', { email, password, captcha: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'captcha_failed', captchaRequired: true });

    const fresh = await browser.send('GET', '/api/auth/captcha-challenge');
    expect(fresh.statusCode).toBe(200);
    const solution = solveChallenge(fresh.json());
    const success = await browser.send('POST', '/api/auth/login', { email, password, captcha: solution });
    expect(success.statusCode).toBe(200);

    // A solution works once.
    const replay = await browser.send('POST', '/api/auth/login', {
      email,
      password: 'wrong',
      captcha: solution,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('captcha_failed');
  });

  it('locks the account for that address after 5 failures, with Retry-After', async () => {
    const { email, password } = await createMemberWithPassword(context.db);
    const browser = client(context);
    const failOnce = async (withCaptcha: boolean) => {
      const challenge = withCaptcha
        ? (await browser.send('GET', '/api/auth/captcha-challenge')).json()
        : null;
      return browser.send('POST', '/api/auth/login', {
        email,
        password: 'wrong',
        ...(challenge ? { captcha: solveChallenge(challenge) } : {}),
      });
    };
    for (let index = 0; index < 3; index += 1) await failOnce(false);
    const fourth = await failOnce(true);
    expect(fourth.json()).toMatchObject({ failedAttempts: 4, lockWarning: true });

    const fifth = await failOnce(true);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('900');
    expect(fifth.json()).toMatchObject({
      code: 'too_many_attempts',
      failedAttempts: 5,
      retryAfter: 900,
      message: 'Too many failed attempts. Please try again in 15 minutes.',
    });

    // Locked: even the right password with a solved captcha is refused from this address…
    const locked = await browser.send('POST', '/api/auth/login', {
      email,
      password,
      captcha: solveChallenge((await browser.send('GET', '/api/auth/captcha-challenge')).json()),
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);
    // …but the owner can still sign in from another one.
    expect((await client(context).send('POST', '/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('never refuses the right password to the owner after a distributed attack: a captcha is asked instead, and the owner is told once', async () => {
    const { email, password, user } = await createMemberWithPassword(context.db, { language: 'ru' });
    // The probe's attack: 99 wrong passwords from 33 addresses, three from each, so no address is ever locked.
    // It used to end in a lock of the account everywhere; now, past 20 failures, each guess must carry a captcha.
    const answers: string[] = [];
    for (let address = 0; address < 33; address += 1) {
      const attacker = client(context);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const guess = await attacker.send('POST', '/api/auth/login', { email, password: 'guess' });
        answers.push(`${guess.statusCode} ${guess.json().code}`);
      }
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill('401 invalid_credentials'));
    expect(answers.slice(20)).toEqual(Array(79).fill('400 captcha_required'));

    const owner = client(context);
    const withoutCaptcha = await owner.send('POST', '/api/auth/login', { email, password });
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(withoutCaptcha.headers['retry-after']).toBeUndefined();
    expect(withoutCaptcha.json()).toMatchObject({
      code: 'captcha_required',
      captchaRequired: true,
      failedAttempts: 0,
      lockWarning: false,
    });
    const signedIn = await owner.send('POST', '/api/auth/login', {
      email,
      password,
      captcha: solveChallenge(withoutCaptcha.json().captcha),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(user.id);

    const warning = await mail.next(email, 'sign-in-attempts');
    expect(warning).toMatchObject({ language: 'ru', data: { name: user.name, failedAttempts: 20 } });
    // More attempts do not send more warnings.
    const attacker = client(context);
    const more = await attacker.send('POST', '/api/auth/login', {
      email,
      password: 'guess',
      captcha: solveChallenge((await attacker.send('GET', '/api/auth/captcha-challenge')).json()),
    });
    expect(more.statusCode).toBe(401);
    expect(mail.count(email, 'sign-in-attempts')).toBe(1);
  });

  it('cannot be dodged by a made-up X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const { email } = await createMemberWithPassword(context.db);
    // Redis keeps counters between runs: a fresh address for every run.
    const remoteAddress = randomIp().replace(/^10\./, '203.');
    const attempt = (index: number) =>
      context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'accept-language': 'en', 'x-forwarded-for': `198.51.100.${index}` },
        payload: { email, password: 'wrong' },
      });
    for (let index = 1; index <= 3; index += 1) await attempt(index);
    expect((await attempt(4)).json()).toMatchObject({ code: 'captcha_required', failedAttempts: 3 });
  });

  it('asks an unverified account for its code with a temporary token and a fresh code', async () => {
    const { email, password } = await createMemberWithPassword(context.db, { verified: false });
    const response = await client(context).send('POST', '/api/auth/login', { email, password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'email_not_verified', tempToken: expect.any(String) });
    const code = (await mail.next(email, 'verification-code')).data.code;
    const verified = await client(context).send('POST', '/api/auth/verify-email', {
      code,
      tempToken: response.json().tempToken,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.emailVerified).toBe(true);
  });

  it('answers 400 with field errors for bad input, never 500', async () => {
    const browser = client(context);
    for (const body of [
      {},
      { email: 'x', password: '' },
      { email: 'a@b.co', password: 'x', captcha: { number: 'x' } },
    ]) {
      const response = await browser.send('POST', '/api/auth/login', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
    const broken = await browser.send('POST', '/api/auth/login', 'not json', {
      'content-type': 'application/json',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('sessions: logout, verify-token, me', () => {
  const context = useTestApp({}, { mailer: recordingMailer().mailer });

  async function signedIn() {
    const { user, email, password } = await createMemberWithPassword(context.db);
    const token = (await client(context).send('POST', '/api/auth/login', { email, password })).json().token;
    return { user, token };
  }

  it('ends the session at logout: the token stops working at once', async () => {
    const { user, token } = await signedIn();
    const browser = client(context);
    expect(
      (await browser.send('GET', '/api/auth/verify-token', undefined, bearer(token))).json(),
    ).toMatchObject({
      valid: true,
      user: { id: user.id },
    });
    const logout = await browser.send('POST', '/api/auth/logout', undefined, bearer(token));
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'You have been signed out.' });
    expect((await browser.send('GET', '/api/auth/me', undefined, bearer(token))).statusCode).toBe(401);
    expect((await browser.send('POST', '/api/auth/logout', undefined, bearer(token))).statusCode).toBe(401);
  });

  it('answers valid: false (never 401) for a missing, malformed or revoked token', async () => {
    const browser = client(context);
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic abc' }]) {
      const response = await browser.send('GET', '/api/auth/verify-token', undefined, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: false, user: null });
    }
  });

  it('documents every call in the OpenAPI document', async () => {
    const document = (await client(context).send('GET', '/api/openapi.json')).json();
    const calls = [
      ['post', 'login'],
      ['get', 'captcha-challenge'],
      ['post', 'register'],
      ['post', 'verify-email'],
      ['post', 'resend-verification-code'],
      ['post', 'logout'],
      ['get', 'me'],
      ['put', 'update-profile'],
      ['put', 'change-password'],
      ['post', 'update-phone'],
      ['get', 'verify-token'],
      ['post', 'check-email'],
      ['post', 'forgot-password'],
      ['post', 'reset-password'],
      ['post', 'reset-password/check'],
      ['get', 'check-delete-eligibility'],
      ['delete', 'delete-account'],
      ['post', 'guest/send-verification'],
      ['post', 'guest/verify'],
      ['post', 'guest/resend'],
    ];
    for (const [method, path] of calls) {
      expect(document.paths[`/api/auth/${path}`]?.[method as string], `${method} ${path}`).toBeDefined();
    }
  });

  it('needs a session for me and logout', async () => {
    const browser = client(context);
    expect((await browser.send('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await browser.send('POST', '/api/auth/logout')).statusCode).toBe(401);
  });
});
