import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/sessions.ts';
import { users } from '../../src/db/schema/users.ts';
import { requireRole, requireUser } from '../../src/http/authentication.ts';
import {
  issueSessionToken,
  REMEMBERED_SESSION_MS,
  revokeSession,
  revokeUserSessions,
  SESSION_MS,
  verifySessionToken,
} from '../../src/http/session-tokens.ts';
import { useTestApp } from '../helpers/app.ts';
import { bearer, createUser, signIn } from '../helpers/users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer-token authentication', () => {
  const context = useTestApp();
  beforeAll(async () => {
    const { app } = context;
    app.get('/api/test/admin-only', { onRequest: requireRole('admin') }, async (request) => ({
      id: request.user?.id,
      role: request.user?.role,
    }));
    app.get('/api/test/signed-in', { preHandler: requireUser }, async (request) => ({
      email: request.user?.email,
      sessionId: request.sessionId,
    }));
    app.get('/api/test/optional', async (request) => ({ user: (await request.authenticate())?.id ?? null }));
    await app.ready();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });

  async function expectUnauthorized(headers: Record<string, string>) {
    const response = await get('/api/test/admin-only', headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue.', code: 'unauthorized' });
  }

  it('lets an admin through and tells the route who it is', async () => {
    const admin = await createUser(context.db, { role: 'admin' });
    const response = await get('/api/test/admin-only', bearer(await signIn(context.services, admin.id)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: admin.id, role: 'admin' });
  });

  it('answers 403 to a signed-in member on an admin route, 200 on a members route', async () => {
    const member = await createUser(context.db);
    const token = await signIn(context.services, member.id);
    const forbidden = await get('/api/test/admin-only', bearer(token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'You are not allowed to do this.', code: 'forbidden' });
    const allowed = await get('/api/test/signed-in', bearer(token));
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().email).toBe(member.email);
    expect(allowed.json().sessionId).toEqual(expect.any(String));
  });

  it('answers 401 without a header or with a malformed one', async () => {
    await expectUnauthorized({});
    await expectUnauthorized({ authorization: 'Bearer' });
    await expectUnauthorized({ authorization: 'Basic YWRtaW46YWRtaW4=' });
    await expectUnauthorized({ authorization: `Bearer ${'a'.repeat(10_000)}` });
    expect((await get('/api/test/signed-in')).statusCode).toBe(401);
  });

  it('answers 401 to garbage tokens', async () => {
    await expectUnauthorized(bearer('not-a-jwt'));
    await expectUnauthorized(bearer('aaa.bbb.ccc'));
  });

  it('answers 401 to a token signed with another secret', async () => {
    const admin = await createUser(context.db, { role: 'admin' });
    const { token } = await issueSessionToken(
      { db: context.db, config: { JWT_SECRET: 'another-secret-that-is-long-enough-for-hs256' } },
      { userId: admin.id, rememberMe: false },
    );
    await expectUnauthorized(bearer(token));
  });

  it('answers 401 to alg none and to algorithms outside the allow-list', async () => {
    const admin = await createUser(context.db, { role: 'admin' });
    const genuine = await signIn(context.services, admin.id);
    const [, payload] = genuine.split('.');
    await expectUnauthorized(bearer(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`));
    await expectUnauthorized(bearer(`${base64url({ alg: 'none' })}.${payload}`));
    // The real secret but HS512: only HS256 is accepted.
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(context.services.config.JWT_SECRET));
    await expectUnauthorized(bearer(hs512));
    // Control: the untouched token works.
    expect((await get('/api/test/admin-only', bearer(genuine))).statusCode).toBe(200);
  });

  it('answers 401 to an expired token and to a session whose row has expired', async () => {
    const admin = await createUser(context.db, { role: 'admin' });
    const { token: expired } = await issueSessionToken(context.services, {
      userId: admin.id,
      rememberMe: false,
      now: new Date(Date.now() - 2 * DAY_MS),
    });
    await expectUnauthorized(bearer(expired));

    const { token } = await issueSessionToken(context.services, { userId: admin.id, rememberMe: true });
    await context.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, admin.id));
    await expectUnauthorized(bearer(token));
  });

  it('answers 401 once the session is revoked', async () => {
    const admin = await createUser(context.db, { role: 'admin' });
    const token = await signIn(context.services, admin.id);
    const signedIn = await get('/api/test/signed-in', bearer(token));
    expect(signedIn.statusCode).toBe(200);
    expect(await revokeSession(context.services, signedIn.json().sessionId)).toBe(true);
    expect(await revokeSession(context.services, signedIn.json().sessionId)).toBe(false);
    await expectUnauthorized(bearer(token));
  });

  it('ends every session of a user at once', async () => {
    const member = await createUser(context.db);
    const tokens = [await signIn(context.services, member.id), await signIn(context.services, member.id)];
    expect(await revokeUserSessions(context.services, member.id)).toBe(2);
    for (const token of tokens) expect(await verifySessionToken(context.services, token)).toBeNull();
  });

  it('answers 401 when the user has been deleted', async () => {
    const admin = await createUser(context.db, { role: 'admin' });
    const token = await signIn(context.services, admin.id);
    await context.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, admin.id));
    await expectUnauthorized(bearer(token));
  });

  it('treats a bad token as a guest on routes where signing in is optional', async () => {
    const response = await get('/api/test/optional', bearer('not-a-jwt'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    const member = await createUser(context.db);
    const signedIn = await get('/api/test/optional', bearer(await signIn(context.services, member.id)));
    expect(signedIn.json()).toEqual({ user: member.id });
  });
});

describe('session tokens', () => {
  const context = useTestApp();

  it('last one day, or 30 days with remember-me, in the token and in the session row', async () => {
    const member = await createUser(context.db);
    const now = new Date('2026-11-22T10:00:00Z');
    for (const [rememberMe, lifetime] of [
      [false, SESSION_MS],
      [true, REMEMBERED_SESSION_MS],
    ] as const) {
      const { token, expiresAt } = await issueSessionToken(context.services, {
        userId: member.id,
        rememberMe,
        userAgent: 'vitest',
        ip: '203.0.113.7',
        now,
      });
      expect(expiresAt.getTime() - now.getTime()).toBe(lifetime);
      const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
      expect(claims).toMatchObject({
        sub: member.id,
        iat: now.getTime() / 1000,
        exp: expiresAt.getTime() / 1000,
      });
      const [row] = await context.db.select().from(sessions).where(eq(sessions.id, claims.jti));
      expect(row).toMatchObject({ userId: member.id, rememberMe, userAgent: 'vitest', ip: '203.0.113.7' });
      expect(row?.expiresAt.getTime()).toBe(expiresAt.getTime());

      const beforeExpiry = new Date(expiresAt.getTime() - 1000);
      expect(await verifySessionToken(context.services, token, beforeExpiry)).toEqual({
        id: member.id,
        email: member.email,
        name: member.name,
        role: 'member',
        preferredLanguage: 'tr',
        // The account's phone too, for a booking's notice rules (decision 108).
        phone: member.phone,
      });
      expect(
        await verifySessionToken(context.services, token, new Date(expiresAt.getTime() + 1000)),
      ).toBeNull();
    }
  });
});
