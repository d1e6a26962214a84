import { AppError } from '../../http/app-error.ts';
import type { CodeCheck } from './verification-codes.ts';

/** Spec §8's verification error codes: expired, invalid_code, too_many_attempts. */
export function codeCheckError(check: Exclude<CodeCheck, { status: 'verified' }>): AppError {
  switch (check.status) {
    case 'invalid_code':
      return new AppError(400, 'error.code_invalid', {
        code: 'invalid_code',
        params: { remaining: check.remainingAttempts },
        details: { remainingAttempts: check.remainingAttempts },
      });
    case 'too_many_attempts':
      return new AppError(400, 'error.code_too_many_attempts', { code: 'too_many_attempts' });
    case 'expired':
      return new AppError(400, 'error.code_expired', { code: 'expired' });
  }
}

/** 429 with Retry-After: a new code within 60 s of the last one. */
export function resendTooSoon(retryAfterSeconds: number): AppError {
  return new AppError(429, 'error.resend_too_soon', {
    code: 'resend_too_soon',
    params: { seconds: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
    details: { retryAfter: retryAfterSeconds },
  });
}

export function codeNotSent(cause: unknown): AppError {
  return new AppError(503, 'error.code_not_sent', { code: 'code_not_sent', cause });
}
