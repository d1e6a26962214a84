import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { googleSignInCodes } from '../../src/db/schema/google-sign-in-codes.ts';
import { sessions } from '../../src/db/schema/sessions.ts';
import { users } from '../../src/db/schema/users.ts';
import { verifySessionToken } from '../../src/http/session-tokens.ts';
import type { Mailer, MailMessage } from '../../src/mail/mail-message.ts';
import { buildTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { type OidcIssuer, startOidcIssuer } from '../helpers/oidc-issuer.ts';
import { signIn } from '../helpers/users.ts';
import {
  googleClient as client,
  type FinishedSignIn,
  finishSignIn,
  googleEnv,
  googleRoundTrip,
  redeem,
  redeemForToken,
  SOME_BINDING_HASH,
  startSignIn,
} from './google-sign-in-fixtures.ts';

type GoogleClaims = Parameters<OidcIssuer['signInAs']>[1];

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
    },
  };
  return { sent, mailer };
}

describe('Google sign-in against a local OpenID Connect issuer', () => {
  let issuer: OidcIssuer;
  let context: TestApp;
  const mail = recordingMailer();

  const signInWithGoogle = (subject: string, account: GoogleClaims, query = '') =>
    googleRoundTrip(context.app, issuer, { subject, account, query });
  const redeemedToken = (signedIn: FinishedSignIn) => redeemForToken(context.app, signedIn);
  /** A fresh verified Google account that has been through Google's consent, its callback not yet sent. */
  const authorizedAtGoogle = async (emailPrefix: string, query: string) => {
    issuer.signInAs(`google-${randomUUID()}`, {
      email: `${emailPrefix}-${randomUUID()}@example.com`,
      email_verified: true,
      name: 'X Y',
    });
    const { location, cookie } = await startSignIn(context.app, query);
    return { cookie, callbackUrl: await issuer.authorize(location) };
  };

  beforeAll(async () => {
    issuer = await startOidcIssuer(client);
    context = await buildTestApp(googleEnv(issuer), { mailer: mail.mailer });
  });
  afterAll(async () => {
    await context.app.close();
    await issuer.close();
  });

  it('lists Google as a provider', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ google: true });
  });

  it('redirects to the issuer with PKCE, state and nonce kept in a short-lived HttpOnly cookie', async () => {
    const { location, setCookie } = await startSignIn(context.app, '?lang=en');
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer.url}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: client.clientId,
      redirect_uri: client.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(setCookie).toMatch(
      /^konak_google_sign_in=[\w.-]+; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    // Encrypted: the PKCE verifier is not readable from the cookie.
    expect(setCookie).not.toContain(url.searchParams.get('state'));
  });

  it('creates a verified member on first sign-in; the web page redeems its one-time code once for a session', async () => {
    const subject = `google-${randomUUID()}`;
    const { page, fragment, binding } = await signInWithGoogle(
      subject,
      { email: 'Deniz.Kaya@Example.com', email_verified: true, name: 'Deniz Kaya' },
      `?lang=en&rememberMe=true&returnTo=${encodeURIComponent('/en/apartments?guests=2')}`,
    );

    expect(page).toBe('/en/auth/callback');
    // A one-time code and the way back: no session token ever travels in the address (login CSRF, issue 20).
    expect([...fragment.keys()]).toEqual(['code', 'returnTo']);
    expect(fragment.get('returnTo')).toBe('/en/apartments?guests=2');
    const code = fragment.get('code') ?? '';
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(await verifySessionToken(context.services, code)).toBeNull();
    expect(await context.db.select().from(sessions).where(eq(sessions.id, code))).toEqual([]);

    const redeemed = await redeem(context.app, { code, browserBinding: binding });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.headers['cache-control']).toBe('no-store');
    const answer = redeemed.json();
    expect(answer).toMatchObject({
      rememberMe: true,
      user: { email: 'deniz.kaya@example.com', name: 'Deniz Kaya', emailVerified: true, hasPassword: false },
    });
    expect(new Date(answer.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    const user = await verifySessionToken(context.services, answer.token);
    expect(user).toMatchObject({
      email: 'deniz.kaya@example.com',
      name: 'Deniz Kaya',
      role: 'member',
      preferredLanguage: 'en',
    });

    const again = await redeem(context.app, { code, browserBinding: binding }, { 'accept-language': 'ru' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'Срок этого входа через Google истёк, или он уже использован. Войдите ещё раз.',
      code: 'expired',
    });

    const [row] = await context.db.select().from(users).where(eq(users.googleSubject, subject));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toBeNull();
    const [session] = await context.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? ''));
    expect(session?.rememberMe).toBe(true);
    await vi.waitFor(() =>
      expect(mail.sent).toContainEqual({
        to: 'deniz.kaya@example.com',
        language: 'en',
        template: 'welcome',
        data: { name: 'Deniz Kaya' },
      }),
    );
  });

  it('signs the same Google account in to the same user again, without a second welcome mail', async () => {
    const subject = `google-${randomUUID()}`;
    const account = { email: `again-${randomUUID()}@example.com`, email_verified: true, name: 'Ali Veli' };
    const first = await signInWithGoogle(subject, account);
    const second = await signInWithGoogle(subject, { ...account, name: 'Renamed At Google' });

    expect(first.page).toBe('/auth/callback');
    const firstUser = await verifySessionToken(context.services, await redeemedToken(first));
    const secondUser = await verifySessionToken(context.services, await redeemedToken(second));
    expect(secondUser?.id).toBe(firstUser?.id);
    expect(secondUser?.preferredLanguage).toBe('tr');
    const [session] = await context.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, firstUser?.id ?? ''));
    expect(session?.rememberMe).toBe(false);
    await vi.waitFor(() => expect(mail.sent.filter((sent) => sent.to === account.email)).toHaveLength(1));
  });

  it('links Google to an existing verified account with the same e-mail, keeping its password', async () => {
    const email = `existing-${randomUUID()}@example.com`;
    const [existing] = await context.db
      .insert(users)
      .values({ email, name: 'Existing Member', passwordHash: 'argon2-hash', emailVerifiedAt: new Date() })
      .returning();
    const subject = `google-${randomUUID()}`;
    const signedIn = await signInWithGoogle(subject, { email, email_verified: true, name: 'Other Name' });

    expect((await verifySessionToken(context.services, await redeemedToken(signedIn)))?.id).toBe(
      existing?.id,
    );
    const [linked] = await context.db.select().from(users).where(eq(users.email, email));
    expect(linked).toMatchObject({
      googleSubject: subject,
      passwordHash: 'argon2-hash',
      name: 'Existing Member',
    });
  });

  it('drops the password and sessions of an unverified account it links (pre-registered address)', async () => {
    const email = `squatted-${randomUUID()}@example.com`;
    const [squatter] = await context.db
      .insert(users)
      .values({ email, name: 'Not The Owner', passwordHash: 'attacker-hash' })
      .returning();
    const squatterToken = await signIn(context.services, squatter?.id ?? '');
    const signedIn = await signInWithGoogle(`google-${randomUUID()}`, {
      email,
      email_verified: true,
      name: 'Owner',
    });

    expect((await verifySessionToken(context.services, await redeemedToken(signedIn)))?.id).toBe(
      squatter?.id,
    );
    expect(await verifySessionToken(context.services, squatterToken)).toBeNull();
    const [linked] = await context.db.select().from(users).where(eq(users.email, email));
    expect(linked?.passwordHash).toBeNull();
    expect(linked?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses an e-mail whose account is linked to another Google account', async () => {
    const email = `taken-${randomUUID()}@example.com`;
    await context.db
      .insert(users)
      .values({ email, name: 'Linked Elsewhere', googleSubject: `google-${randomUUID()}` });
    const { page, fragment } = await signInWithGoogle(`google-${randomUUID()}`, {
      email,
      email_verified: true,
      name: 'Someone',
    });
    expect(page).toBe('/auth/callback');
    expect(fragment.get('error')).toBe('account_conflict');
    expect(fragment.has('code')).toBe(false);
  });

  it('refuses an address Google has not verified, creating nobody', async () => {
    const email = `unverified-${randomUUID()}@example.com`;
    const { fragment } = await signInWithGoogle(
      `google-${randomUUID()}`,
      { email, email_verified: false, name: 'Unverified' },
      '?lang=ar',
    );
    expect(fragment.get('error')).toBe('email_not_verified');
    expect(await context.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses an answer whose state is not this browser’s (CSRF)', async () => {
    const { cookie, callbackUrl } = await authorizedAtGoogle('csrf', '?lang=ru');
    callbackUrl.searchParams.set('state', 'attacker-chosen-state');
    const { page, fragment } = await finishSignIn(context.app, callbackUrl, cookie);
    expect(page).toBe('/ru/auth/callback');
    expect(fragment.get('error')).toBe('state_mismatch');
  });

  it('refuses a callback without the sign-in cookie, or with a forged one, in the visitor’s language', async () => {
    const { cookie, callbackUrl } = await authorizedAtGoogle('nocookie', '?lang=en');

    const missing = await finishSignIn(context.app, callbackUrl, undefined, {
      'accept-language': 'ru-RU,ru;q=0.9',
    });
    expect(missing.page).toBe('/ru/auth/callback');
    expect(missing.fragment.get('error')).toBe('expired');

    const forged = await finishSignIn(context.app, callbackUrl, `${cookie.slice(0, -4)}AAAA`, {
      cookie: 'lang=ar',
    });
    expect(forged.fragment.get('error')).toBe('expired');
  });

  it('refuses a replayed callback: the authorization code works once', async () => {
    const { cookie, callbackUrl } = await authorizedAtGoogle('replay', '?lang=en');

    const first = await finishSignIn(context.app, callbackUrl, cookie);
    expect(first.fragment.get('code')).toBeTruthy();
    const codesBefore = (await context.db.select().from(googleSignInCodes)).length;

    const replay = await finishSignIn(context.app, callbackUrl, cookie);
    expect(replay.page).toBe('/en/auth/callback');
    expect(replay.fragment.get('error')).toBe('provider_error');
    expect(replay.fragment.has('code')).toBe(false);
    expect((await context.db.select().from(googleSignInCodes)).length).toBe(codesBefore);
  });

  it('reports a sign-in cancelled at Google', async () => {
    const { location, cookie } = await startSignIn(
      context.app,
      `?returnTo=${encodeURIComponent('/en/tours')}`,
    );
    const state = new URL(location).searchParams.get('state') ?? '';
    const callbackUrl = new URL(
      `${client.redirectUri}?error=access_denied&state=${state}&iss=${encodeURIComponent(issuer.url)}`,
    );
    const { fragment } = await finishSignIn(context.app, callbackUrl, cookie);
    expect(fragment.get('error')).toBe('cancelled');
    expect(fragment.get('returnTo')).toBe('/en/tours');
  });

  it.each([
    ['//evil.example/path'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['apartments'],
    ['/ok\nLocation: https://evil.example'],
  ])('answers 400 for returnTo %j (open redirect)', async (returnTo) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/auth/google?browserBindingHash=${SOME_BINDING_HASH}&returnTo=${encodeURIComponent(returnTo)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(invalidFields(response)).toEqual(['returnTo']);
  });

  it('answers 400 for an unknown language', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/auth/google?browserBindingHash=${SOME_BINDING_HASH}&lang=xx`,
    });
    expect(response.statusCode).toBe(400);
    expect(invalidFields(response)).toEqual(['lang']);
  });

  it.each([
    ['missing', ''],
    ['not base64url', `&browserBindingHash=${'%2B'.repeat(43)}`],
    ['too short', `&browserBindingHash=${SOME_BINDING_HASH.slice(1)}`],
  ])(
    'answers 400 when the browser binding’s hash is %s: a sign-in nobody can finish never starts',
    async (_, binding) => {
      const response = await context.app.inject({ method: 'GET', url: `/api/auth/google?lang=en${binding}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
        'browserBindingHash',
      ]);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );
});

describe('Google sign-in with an issuer that keeps e-mail for the userinfo endpoint', () => {
  let issuer: OidcIssuer;
  let context: TestApp;
  beforeAll(async () => {
    issuer = await startOidcIssuer({ ...client, claimsOnlyFromUserinfo: true });
    context = await buildTestApp(googleEnv(issuer));
  });
  afterAll(async () => {
    await context.app.close();
    await issuer.close();
  });

  it('reads e-mail and name from userinfo', async () => {
    issuer.signInAs('userinfo-subject', {
      email: 'userinfo@example.com',
      email_verified: true,
      name: 'Info User',
    });
    const { location, cookie, binding } = await startSignIn(context.app, '?lang=tr');
    const { fragment } = await finishSignIn(context.app, await issuer.authorize(location), cookie);
    const redeemed = await redeem(context.app, { code: fragment.get('code'), browserBinding: binding });
    const user = await verifySessionToken(context.services, redeemed.json().token);
    expect(user).toMatchObject({ email: 'userinfo@example.com', name: 'Info User', preferredLanguage: 'tr' });
  });
});

describe('Google sign-in switched off or unreachable', () => {
  it('without GOOGLE_CLIENT_ID: 404 and the provider is not listed', async () => {
    const { app } = await buildTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
        google: false,
      });
      expect(
        (await app.inject({ method: 'GET', url: `/api/auth/google?browserBindingHash=${SOME_BINDING_HASH}` }))
          .statusCode,
      ).toBe(404);
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' })).statusCode,
      ).toBe(404);
      const redemption = await redeem(app, { code: SOME_BINDING_HASH, browserBinding: SOME_BINDING_HASH });
      expect(redemption.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('with an unreachable issuer: back to the web page with error=unavailable', async () => {
    const { app } = await buildTestApp({
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/api/auth/google?lang=en&browserBindingHash=${SOME_BINDING_HASH}`,
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/en/auth/callback#error=unavailable');
    } finally {
      await app.close();
    }
  });
});
