import { captchaChallengeResponseSchema } from '@konak/domain/api/auth/captcha-challenge';
import { loginRequestSchema, loginResponseSchema } from '@konak/domain/api/auth/login';
import { logoutResponseSchema } from '@konak/domain/api/auth/logout';
import { meResponseSchema } from '@konak/domain/api/auth/me';
import { verifyTokenResponseSchema } from '@konak/domain/api/auth/verify-token';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../http/authentication.ts';
import { revokeSession } from '../../../http/session-tokens.ts';
import { translate } from '../../../i18n/translate.ts';
import { me } from '../account.ts';
import { type AuthContext, requestMeta } from '../auth-context.ts';
import { login } from '../login.ts';
import { findUserById, toAuthUser } from '../user-repository.ts';
import { memberSchema, openCall } from './account-calls.ts';
import { AUTH_RATE_LIMITS, signedIn } from './rate-limits.ts';

/** Signing in and out, and who is signed in. */
export const sessionRoutes: FastifyPluginAsyncZod<{ context: AuthContext }> = async (app, { context }) => {
  const { db } = context.services.database;

  app.post(
    '/login',
    openCall(
      {
        summary: 'Sign in with e-mail and password (captcha after 3 failures, lock after 5)',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
      AUTH_RATE_LIMITS.login,
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return login(context, request.body, requestMeta(request));
    },
  );

  app.get(
    '/captcha-challenge',
    openCall(
      {
        summary: 'A proof-of-work challenge for the login form',
        response: { 200: captchaChallengeResponseSchema },
      },
      AUTH_RATE_LIMITS.captcha,
    ),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return context.captcha.issue();
    },
  );

  app.post(
    '/logout',
    {
      schema: memberSchema({
        summary: 'End this session (the token stops working at once)',
        response: { 200: logoutResponseSchema },
      }),
      onRequest: requireUser,
    },
    async (request) => {
      await revokeSession(context.services, signedIn(request).sessionId);
      return { message: translate(request.language, 'auth.logged_out') };
    },
  );

  app.get(
    '/me',
    {
      schema: memberSchema({
        summary: 'The signed-in user with membership labels',
        response: { 200: meResponseSchema },
      }),
      onRequest: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return me(db, signedIn(request).userId);
    },
  );

  app.get(
    '/verify-token',
    openCall(
      {
        summary: 'Whether the bearer token is a valid session (never 401)',
        response: { 200: verifyTokenResponseSchema },
      },
      AUTH_RATE_LIMITS.verifyToken,
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const sessionUser = await request.authenticate();
      const user = sessionUser ? await findUserById(db, sessionUser.id) : undefined;
      return user ? { valid: true, user: toAuthUser(user) } : { valid: false, user: null };
    },
  );
};
