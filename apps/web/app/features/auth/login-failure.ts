import type { CaptchaChallenge } from '@konak/domain/api/auth/captcha';
import type { LoginFailure } from '@konak/domain/api/auth/login';
import { LOCK_MINUTES } from '@konak/domain/auth/auth-limits';
import { ApiError } from '../../lib/api-client';

/** Why a login was refused, in the terms the form shows (spec §8, decision 022). */
export type LoginProblem =
  /** 401: the server's "check your credentials" message, the failure count and maybe the lock warning. */
  | { kind: 'credentials'; message: string; failedAttempts: number; lockWarning: boolean }
  /** 400 captcha_required: the form must send a solved challenge. */
  | { kind: 'captcha-required'; failedAttempts: number; lockWarning: boolean }
  /** 400 captcha_failed: the solution was refused (expired or used); a new challenge is being solved. */
  | { kind: 'captcha-failed' }
  /** The browser could not solve the challenge (or the solving was stopped). */
  | { kind: 'captcha-not-completed' }
  /** 429: locked for this address; the wait is shown in whole minutes. */
  | { kind: 'locked'; minutes: number }
  /** 403 email_not_verified: the code step, with the temporary token the server gave. */
  | { kind: 'unverified'; tempToken: string; message: string }
  | { kind: 'network' }
  /** Anything else: the server's message, or null for the generic "login failed". */
  | { kind: 'other'; message: string | null };

export type LoginRefusal = {
  problem: LoginProblem;
  /** Whether the next attempt must carry a solved captcha. */
  captchaRequired: boolean;
  /** The challenge to solve, when the answer brought one. */
  challenge: CaptchaChallenge | undefined;
};

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Whole minutes to wait: Retry-After (seconds) first, then the body's retryAfter, else spec §9's 15. */
export function lockMinutes(error: ApiError): number {
  const seconds = error.retryAfterSeconds ?? number(error.body.retryAfter);
  return seconds > 0 ? Math.ceil(seconds / 60) : LOCK_MINUTES;
}

export function describeLoginFailure(error: unknown): LoginRefusal {
  if (!(error instanceof ApiError)) {
    return { problem: { kind: 'other', message: null }, captchaRequired: false, challenge: undefined };
  }
  const body = error.body as Partial<LoginFailure> & { tempToken?: unknown };
  const captchaRequired = body.captchaRequired === true;
  const challenge = captchaRequired ? body.captcha : undefined;
  const refusal = (problem: LoginProblem): LoginRefusal => ({ problem, captchaRequired, challenge });
  const counts = { failedAttempts: number(body.failedAttempts), lockWarning: body.lockWarning === true };

  if (error.isNetworkError) return refusal({ kind: 'network' });
  if (error.status === 429) return refusal({ kind: 'locked', minutes: lockMinutes(error) });
  switch (error.code) {
    case 'invalid_credentials':
      return refusal({ kind: 'credentials', message: error.message, ...counts });
    case 'captcha_required':
      return refusal({ kind: 'captcha-required', ...counts });
    case 'captcha_failed':
      return refusal({ kind: 'captcha-failed' });
    case 'email_not_verified':
      if (typeof body.tempToken === 'string') {
        return refusal({ kind: 'unverified', tempToken: body.tempToken, message: error.message });
      }
  }
  // A field error (bad e-mail) says more than the summary above it.
  const message = error.errors[0]?.message ?? (error.hasServerMessage ? error.message : null);
  return refusal({ kind: 'other', message });
}
