import { checkEmailRequestSchema, checkEmailResponseSchema } from '@konak/domain/api/auth/check-email';
import { registerRequestSchema, registerResponseSchema } from '@konak/domain/api/auth/register';
import {
  codeSentResponseSchema,
  resendVerificationCodeRequestSchema,
} from '@konak/domain/api/auth/resend-verification-code';
import { verifyEmailRequestSchema, verifyEmailResponseSchema } from '@konak/domain/api/auth/verify-email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthContext, requestMeta } from '../auth-context.ts';
import { register, resendVerificationCode, verifyEmail } from '../email-verification.ts';
import { findUserByEmail } from '../user-repository.ts';
import { openCall } from './account-calls.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

/** Registration with the e-mailed 6-digit code (spec §4 Registration). */
export const registrationRoutes: FastifyPluginAsyncZod<{ context: AuthContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/register',
    openCall(
      {
        summary: 'Create an account; a verification code is e-mailed',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema },
      },
      AUTH_RATE_LIMITS.register,
    ),
    async (request, reply) => {
      const answer = await register(context, request.body, requestMeta(request));
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/verify-email',
    openCall(
      {
        summary: 'Verify the e-mail with the code and sign in',
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailResponseSchema },
      },
      AUTH_RATE_LIMITS.verifyCode,
    ),
    async (request) => verifyEmail(context, request.body, requestMeta(request)),
  );

  app.post(
    '/resend-verification-code',
    openCall(
      {
        summary: 'E-mail a new code (at most one a minute)',
        body: resendVerificationCodeRequestSchema,
        response: { 200: codeSentResponseSchema },
      },
      AUTH_RATE_LIMITS.sendCode,
    ),
    async (request) => resendVerificationCode(context, request.body.tempToken, requestMeta(request)),
  );

  app.post(
    '/check-email',
    openCall(
      {
        summary: 'Whether an account uses the e-mail (10 answers per 10 minutes per address)',
        body: checkEmailRequestSchema,
        response: { 200: checkEmailResponseSchema },
      },
      AUTH_RATE_LIMITS.checkEmail,
    ),
    async (request) => ({
      exists: (await findUserByEmail(context.services.database.db, request.body.email)) !== undefined,
    }),
  );
};
