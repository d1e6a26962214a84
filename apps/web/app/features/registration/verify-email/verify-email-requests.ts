import type { CodeSentResponse } from '@konak/domain/api/auth/resend-verification-code';
import type { VerifyEmailResponse } from '@konak/domain/api/auth/verify-email';
import type { TranslationKey } from '../../../i18n/namespaces';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/verify-email. `rememberMe`: a fresh registration stays signed in like a remembered login
 * (decision 024), so the server issues the long-lived session that matches where the browser keeps it.
 */
export function verifyEmail(code: string, tempToken: string): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>('/auth/verify-email', {
    method: 'POST',
    body: { code, tempToken, rememberMe: true },
  });
}

/** POST /api/auth/resend-verification-code: a new code, refused with 429 within 60 s of the last one. */
export function resendVerificationCode(tempToken: string): Promise<CodeSentResponse> {
  return apiRequest<CodeSentResponse>('/auth/resend-verification-code', {
    method: 'POST',
    body: { tempToken },
  });
}

const CODE_MESSAGES: Record<string, TranslationKey<'registration'>> = {
  expired: 'verify.errors.expired',
  invalid_code: 'verify.errors.invalidCode',
  too_many_attempts: 'verify.errors.tooManyAttempts',
  already_verified: 'verify.errors.alreadyVerified',
};

/** Spec §8, Verification: the server's error code picks our message; else its own message, else "failed". */
export function verifyFailure(error: unknown): { key: TranslationKey<'registration'> } | { message: string } {
  if (!(error instanceof ApiError)) return { key: 'verify.errors.failed' };
  if (error.isNetworkError) return { key: 'errors.network' };
  const known = error.code ? CODE_MESSAGES[error.code] : undefined;
  if (known) return { key: known };
  return error.hasServerMessage && error.status < 500
    ? { message: error.message }
    : { key: 'verify.errors.failed' };
}
