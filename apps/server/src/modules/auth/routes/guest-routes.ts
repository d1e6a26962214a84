import { guestResendRequestSchema } from '@konak/domain/api/auth/guest-resend';
import { guestSendVerificationRequestSchema } from '@konak/domain/api/auth/guest-send-verification';
import { guestVerifyRequestSchema, guestVerifyResponseSchema } from '@konak/domain/api/auth/guest-verify';
import { codeSentResponseSchema } from '@konak/domain/api/auth/resend-verification-code';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthContext, requestMeta } from '../auth-context.ts';
import { sendGuestCode, verifyGuestCode } from '../guest-verification.ts';
import { openCall } from './account-calls.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

/** E-mail verification of guests who book without an account (spec §7 Reservations). */
export const guestRoutes: FastifyPluginAsyncZod<{ context: AuthContext }> = async (app, { context }) => {
  // A first code and a new one are one service call; only the OpenAPI entries tell them apart.
  const codeSenders = [
    {
      path: '/guest/send-verification',
      summary: 'E-mail a 6-digit code to a guest',
      body: guestSendVerificationRequestSchema,
    },
    {
      path: '/guest/resend',
      summary: 'E-mail a new code to a guest (at most one a minute)',
      body: guestResendRequestSchema,
    },
  ] as const;
  for (const { path, summary, body } of codeSenders) {
    app.post(
      path,
      openCall({ summary, body, response: { 200: codeSentResponseSchema } }, AUTH_RATE_LIMITS.sendCode),
      async (request) => sendGuestCode(context, request.body, requestMeta(request)),
    );
  }

  app.post(
    '/guest/verify',
    openCall(
      {
        summary: "Check a guest's code; answers a short-lived guest token",
        body: guestVerifyRequestSchema,
        response: { 200: guestVerifyResponseSchema },
      },
      AUTH_RATE_LIMITS.verifyCode,
    ),
    async (request) => verifyGuestCode(context, request.body),
  );
};
