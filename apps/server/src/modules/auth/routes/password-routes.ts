import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
} from '@konak/domain/api/auth/change-password';
import {
  checkResetTokenRequestSchema,
  checkResetTokenResponseSchema,
} from '@konak/domain/api/auth/check-reset-token';
import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
} from '@konak/domain/api/auth/forgot-password';
import {
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
} from '@konak/domain/api/auth/reset-password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../http/authentication.ts';
import { translate } from '../../../i18n/translate.ts';
import { changePassword } from '../account.ts';
import { type AuthContext, requestMeta } from '../auth-context.ts';
import { isResetTokenUsable, requestPasswordReset, resetPassword } from '../password-reset.ts';
import { memberSchema, openCall } from './account-calls.ts';
import { AUTH_RATE_LIMITS, signedIn } from './rate-limits.ts';

/** Forgotten and changed passwords. */
export const passwordRoutes: FastifyPluginAsyncZod<{ context: AuthContext }> = async (app, { context }) => {
  app.post(
    '/forgot-password',
    openCall(
      {
        summary: 'E-mail a reset link (the same answer for unknown e-mails)',
        body: forgotPasswordRequestSchema,
        response: { 200: forgotPasswordResponseSchema },
      },
      AUTH_RATE_LIMITS.forgotPassword,
    ),
    async (request) => {
      await requestPasswordReset(context, request.body.email, requestMeta(request));
      return { message: translate(request.language, 'auth.reset_link_sent') };
    },
  );

  app.post(
    '/reset-password',
    openCall(
      {
        summary: 'Set a new password with the e-mailed token (ends every session)',
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema },
      },
      AUTH_RATE_LIMITS.resetPassword,
    ),
    async (request) => {
      await resetPassword(context, request.body.token, request.body.password);
      return { message: translate(request.language, 'auth.password_reset') };
    },
  );

  app.post(
    '/reset-password/check',
    openCall(
      {
        summary: 'Whether an e-mailed reset link still works (uses nothing up)',
        body: checkResetTokenRequestSchema,
        response: { 200: checkResetTokenResponseSchema },
      },
      AUTH_RATE_LIMITS.checkResetToken,
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { valid: await isResetTokenUsable(context, request.body.token) };
    },
  );

  app.put(
    '/change-password',
    {
      schema: memberSchema({
        summary: 'Change the password (other sessions end)',
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema },
      }),
      onRequest: requireUser,
      config: { rateLimit: AUTH_RATE_LIMITS.passwordCheck },
    },
    async (request) => {
      const { userId, sessionId } = signedIn(request);
      const revokedSessions = await changePassword(context, userId, sessionId, request.body);
      return { message: translate(request.language, 'auth.password_changed'), revokedSessions };
    },
  );
};
