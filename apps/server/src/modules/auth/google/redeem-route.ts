import {
  type GoogleRedeemError,
  googleRedeemRequestSchema,
  googleRedeemResponseSchema,
} from '@konak/domain/api/auth/google-redeem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { MessageKey } from '../../../i18n/translate.ts';
import type { AppServices } from '../../../services.ts';
import { requestMeta } from '../auth-context.ts';
import { AUTH_RATE_LIMITS } from '../routes/rate-limits.ts';
import { startSession } from '../start-session.ts';
import { findUserById } from '../user-repository.ts';
import { redeemSignInCode } from './sign-in-codes.ts';

const REFUSALS: Record<GoogleRedeemError, MessageKey> = {
  expired: 'error.google_sign_in_expired',
  state_mismatch: 'error.google_sign_in_other_browser',
  account_unavailable: 'error.google_account_unavailable',
};

/**
 * POST /api/auth/google/redeem: the last step of a Google sign-in (decision 048). The callback page presents the
 * fragment's one-time code with the browser binding its tab kept since the start, and gets a session like a login.
 */
export const googleRedeemRoute: FastifyPluginAsyncZod<{ services: AppServices; enabled: boolean }> = async (
  app,
  { services, enabled },
) => {
  const { db } = services.database;

  app.post(
    '/google/redeem',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Finish Google sign-in: trade the callback’s one-time code and this tab’s binding for a session',
        body: googleRedeemRequestSchema,
        response: { 200: googleRedeemResponseSchema },
      },
      config: { rateLimit: AUTH_RATE_LIMITS.googleRedeem },
    },
    async (request, reply) => {
      if (!enabled) throw notFound('google_sign_in_disabled');
      reply.header('cache-control', 'no-store');
      const redeemed = await redeemSignInCode(db, request.body);
      const user = redeemed.status === 'redeemed' ? await findUserById(db, redeemed.userId) : undefined;
      if (redeemed.status !== 'redeemed' || !user) {
        const code: GoogleRedeemError =
          redeemed.status === 'redeemed' ? 'account_unavailable' : redeemed.status;
        // A binding that does not match is what a forced sign-in (login CSRF) looks like.
        request.log.warn({ code }, 'Google sign-in failed');
        throw new AppError(400, REFUSALS[code], { code });
      }
      const session = await startSession({ services }, user, redeemed.rememberMe, requestMeta(request));
      return { ...session, rememberMe: redeemed.rememberMe };
    },
  );
};
