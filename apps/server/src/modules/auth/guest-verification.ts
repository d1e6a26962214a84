import type { GuestVerifyResponse } from '@konak/domain/api/auth/guest-verify';
import type { CodeSentResponse } from '@konak/domain/api/auth/resend-verification-code';
import { RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_TTL_MINUTES } from '@konak/domain/auth/auth-limits';
import type { Language } from '@konak/domain/languages';
import { translate } from '../../i18n/translate.ts';
import type { AuthContext, RequestMeta } from './auth-context.ts';
import { signTemporaryToken } from './temporary-tokens.ts';
import { codeCheckError, codeNotSent, resendTooSoon } from './verification-errors.ts';

/**
 * A guest booking without an account proves the e-mail is theirs with a 6-digit code (spec §7 Reservations);
 * the same code rules as registration. The answer does not reveal whether the e-mail has an account.
 */
export async function sendGuestCode(
  context: AuthContext,
  input: { email: string; name?: string | undefined; preferredLanguage?: Language | undefined },
  meta: RequestMeta,
): Promise<CodeSentResponse> {
  const target = { purpose: 'guest_verification', email: input.email } as const;
  const issued = await context.codes.issue(target);
  if (!issued.sent) throw resendTooSoon(issued.retryAfterSeconds);
  try {
    await context.services.mailer.send({
      to: input.email,
      language: input.preferredLanguage ?? meta.language,
      template: 'verification-code',
      data: {
        name: input.name ?? input.email.split('@')[0] ?? input.email,
        code: issued.code,
        expiresInMinutes: VERIFICATION_CODE_TTL_MINUTES,
      },
    });
  } catch (error) {
    meta.log.error({ err: error }, 'guest verification mail failed');
    await context.codes.withdraw(target);
    throw codeNotSent(error);
  }
  return {
    message: translate(meta.language, 'auth.code_sent', { email: input.email }),
    expiresInMinutes: VERIFICATION_CODE_TTL_MINUTES,
    resendAvailableIn: RESEND_COOLDOWN_SECONDS,
  };
}

export async function verifyGuestCode(
  context: AuthContext,
  input: { email: string; code: string },
): Promise<GuestVerifyResponse> {
  const check = await context.codes.check({ purpose: 'guest_verification', email: input.email }, input.code);
  if (check.status !== 'verified') throw codeCheckError(check);
  const { token, expiresAt } = await signTemporaryToken(
    context.services.config.JWT_SECRET,
    'guest-email',
    input.email,
  );
  return { guestToken: token, email: input.email, expiresAt: expiresAt.toISOString() };
}
