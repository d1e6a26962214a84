import type { TranslationKey } from '../../../i18n/namespaces';
import { ApiError } from '../../../lib/api-client';

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
