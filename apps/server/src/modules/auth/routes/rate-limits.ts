import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../../http/app-error.ts';

/**
 * Per-IP limits of the unauthenticated account calls (@fastify/rate-limit, Redis-backed when REDIS_URL is set).
 * They bound scripted abuse; the finer rules (login lockout, code attempts, cooldowns) live in the services.
 */
export const AUTH_RATE_LIMITS = {
  login: { max: 30, timeWindow: '1 minute' },
  captcha: { max: 30, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '10 minutes' },
  verifyCode: { max: 30, timeWindow: '10 minutes' },
  sendCode: { max: 10, timeWindow: '10 minutes' },
  // An enumeration oracle by design (the register form asks "is this e-mail taken?"): a few answers per
  // address are enough for a person, far too few to test a list of e-mails (decision 022).
  checkEmail: { max: 10, timeWindow: '10 minutes' },
  forgotPassword: { max: 5, timeWindow: '10 minutes' },
  resetPassword: { max: 10, timeWindow: '10 minutes' },
  // Once per opening of the reset page; 256-bit tokens make guessing pointless anyway.
  checkResetToken: { max: 30, timeWindow: '10 minutes' },
  verifyToken: { max: 120, timeWindow: '1 minute' },
  // Once per Google sign-in; a code is useless without its browser binding, so this only bounds load.
  googleRedeem: { max: 30, timeWindow: '1 minute' },
  // Signed in, but each call re-checks a password: a stolen token must not become a password oracle.
  passwordCheck: { max: 10, timeWindow: '10 minutes' },
} as const;

/** The user and session the requireUser hook has established. */
export function signedIn(request: FastifyRequest): { userId: string; sessionId: string } {
  if (!request.user || !request.sessionId) throw unauthorized();
  return { userId: request.user.id, sessionId: request.sessionId };
}
