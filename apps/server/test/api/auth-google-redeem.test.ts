import { randomUUID } from 'node:crypto';
import { createBrowserBinding } from '@konak/domain/auth/browser-binding';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { googleSignInCodes } from '../../src/db/schema/google-sign-in-codes.ts';
import { users } from '../../src/db/schema/users.ts';
import { verifySessionToken } from '../../src/http/session-tokens.ts';
import { cleanUp } from '../../src/jobs/handlers/clean-up.ts';
import { hashSignInCode } from '../../src/modules/auth/google/sign-in-codes.ts';
import { useTestApp } from '../helpers/app.ts';
import { startOidcIssuer } from '../helpers/oidc-issuer.ts';
import { useStarted } from '../helpers/use-started.ts';
import {
  type FinishedSignIn,
  googleClient,
  googleEnv,
  googleRoundTrip,
  redeem,
  SOME_BINDING_HASH,
} from './google-sign-in-fixtures.ts';

/** A refusal is a 400 with only its code and a message in the browser's language. */
function expectRefused(response: { statusCode: number; json: () => unknown }, code: string, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message, code });
}

/**
 * POST /api/auth/google/redeem (decision 048, issue 20 point 2): the callback page's one-time code becomes a
 * session only once, within two minutes, and only for the browser binding the sign-in started with, so a
 * callback address opened in a browser that did not start the sign-in (login CSRF) signs nobody in.
 */
describe('Redeeming the one-time code of a Google sign-in', () => {
  const issuer = useStarted(() => startOidcIssuer(googleClient));
  const context = useTestApp(() => googleEnv(issuer));

  /** A finished Google sign-in of a new account, up to the callback page. */
  function signedInAtGoogle(query = '?lang=en'): Promise<FinishedSignIn> {
    return googleRoundTrip(context.app, issuer, {
      subject: `google-${randomUUID()}`,
      account: { email: `redeem-${randomUUID()}@example.com`, email_verified: true, name: 'Ece Demir' },
      query,
    });
  }

  const codeOf = (signedIn: FinishedSignIn) => signedIn.fragment.get('code') ?? '';

  it('gives a session for a code and its binding, once; the second redemption is refused', async () => {
    const signedIn = await signedInAtGoogle();
    const request = { code: codeOf(signedIn), browserBinding: signedIn.binding };

    const first = await redeem(context.app, request);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      rememberMe: false,
      user: { name: 'Ece Demir', hasPassword: false },
    });
    expect(await verifySessionToken(context.services, first.json().token)).toMatchObject({
      name: 'Ece Demir',
    });

    const second = await redeem(context.app, request, { 'accept-language': 'tr' });
    expectRefused(
      second,
      'expired',
      'Bu Google girişinin süresi doldu ya da daha önce kullanıldı. Lütfen yeniden giriş yapın.',
    );
  });

  it('lets only one of two simultaneous redemptions through', async () => {
    const signedIn = await signedInAtGoogle();
    const request = { code: codeOf(signedIn), browserBinding: signedIn.binding };
    const answers = await Promise.all([redeem(context.app, request), redeem(context.app, request)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a code presented with another browser’s binding, and the starting browser can still finish', async () => {
    const victim = await signedInAtGoogle();
    const attacker = await signedInAtGoogle();

    // The attacker's code in a browser whose tab started a sign-in of its own: that tab's binding does not fit.
    const forced = await redeem(
      context.app,
      { code: codeOf(attacker), browserBinding: victim.binding },
      { 'accept-language': 'en' },
    );
    expectRefused(
      forced,
      'state_mismatch',
      'This Google sign-in was not started in this browser, so it was refused for your security. Please sign in again.',
    );
    const guessed = await redeem(context.app, {
      code: codeOf(attacker),
      browserBinding: createBrowserBinding(),
    });
    expect(guessed.json().code).toBe('state_mismatch');

    // Refusals spend nothing, so they cannot be used to spoil a sign-in either.
    const own = await redeem(context.app, { code: codeOf(attacker), browserBinding: attacker.binding });
    expect(own.statusCode).toBe(200);
    expect((await verifySessionToken(context.services, own.json().token))?.id).toBe(await userIdOf(attacker));
  });

  it.each([
    ['without a binding', (code: string) => ({ code }), 'browserBinding'],
    ['with a malformed binding', (code: string) => ({ code, browserBinding: 'short' }), 'browserBinding'],
    ['without a code', () => ({ browserBinding: SOME_BINDING_HASH }), 'code'],
    [
      'with a session token for a code',
      () => ({ code: 'eyJhbGciOiJIUzI1NiJ9.e30.x', browserBinding: SOME_BINDING_HASH }),
      'code',
    ],
  ])('answers 400 %s, translated, and signs nobody in', async (_, body, field) => {
    const signedIn = await signedInAtGoogle();
    const response = await redeem(context.app, body(codeOf(signedIn)), { 'accept-language': 'ar' });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.code).toBe('validation_failed');
    expect(new Set(answer.errors.map((error: { field: string }) => error.field))).toEqual(new Set([field]));
    expect(answer.message).toMatch(/[\u0600-\u06ff]/);
    expect(answer.token).toBeUndefined();
  });

  it('refuses a code after its two minutes', async () => {
    const signedIn = await signedInAtGoogle();
    const ofCode = eq(googleSignInCodes.codeHash, hashSignInCode(codeOf(signedIn)));
    const [row] = await context.db.select().from(googleSignInCodes).where(ofCode);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(120_000);
    await context.db
      .update(googleSignInCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(ofCode);

    const late = await redeem(context.app, { code: codeOf(signedIn), browserBinding: signedIn.binding });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('expired');
  });

  it('refuses a code that was never issued', async () => {
    const response = await redeem(context.app, {
      code: SOME_BINDING_HASH,
      browserBinding: createBrowserBinding(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('expired');
  });

  it('refuses a code whose account was deleted in the meantime', async () => {
    const signedIn = await signedInAtGoogle();
    await context.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, await userIdOf(signedIn)));
    const response = await redeem(
      context.app,
      { code: codeOf(signedIn), browserBinding: signedIn.binding },
      { 'accept-language': 'ru' },
    );
    expectRefused(response, 'account_unavailable', 'Этот аккаунт больше недоступен.');
  });

  it('keeps only a hash of the code, and the clean-up job forgets codes a day after they expire', async () => {
    const signedIn = await signedInAtGoogle();
    const userId = await userIdOf(signedIn);
    const rowsOfUser = () =>
      context.db.select().from(googleSignInCodes).where(eq(googleSignInCodes.userId, userId));
    const [row] = await rowsOfUser();
    expect(row?.codeHash).not.toBe(codeOf(signedIn));
    expect(JSON.stringify(row)).not.toContain(codeOf(signedIn));
    expect(JSON.stringify(row)).not.toContain(signedIn.binding);

    const job = { services: context.services, log: context.app.log };
    await cleanUp({}, { ...job, now: new Date(Date.now() + 23 * 3600 * 1000) });
    expect(await rowsOfUser()).toHaveLength(1);
    await cleanUp({}, { ...job, now: new Date(Date.now() + 25 * 3600 * 1000) });
    expect(await rowsOfUser()).toEqual([]);
  });

  it('is documented in the OpenAPI document beside the other account calls', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const redeemCall = document.paths['/api/auth/google/redeem']?.post;
    expect(redeemCall).toMatchObject({ tags: ['auth'], summary: expect.stringContaining('one-time code') });
    expect(Object.keys(redeemCall.requestBody.content['application/json'].schema.properties)).toEqual([
      'code',
      'browserBinding',
    ]);
    const start = document.paths['/api/auth/google']?.get;
    expect(start.parameters).toContainEqual(
      expect.objectContaining({ name: 'browserBindingHash', in: 'query', required: true }),
    );
  });

  /** The account a finished sign-in is for, found by its still unredeemed code. */
  async function userIdOf(signedIn: FinishedSignIn): Promise<string> {
    const [row] = await context.db
      .select({ userId: googleSignInCodes.userId })
      .from(googleSignInCodes)
      .where(eq(googleSignInCodes.codeHash, hashSignInCode(codeOf(signedIn))));
    if (!row) throw new Error('no code row for this sign-in');
    return row.userId;
  }
});
