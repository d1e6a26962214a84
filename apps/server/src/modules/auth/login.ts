import type { LoginResponse, loginRequestSchema } from '@konak/domain/api/auth/login';
import { LOCK_AFTER_FAILURES } from '@konak/domain/auth/auth-limits';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext, RequestMeta } from './auth-context.ts';
import { sendVerificationCode } from './email-verification.ts';
import type { ThrottleState } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { warnOwnerOfSignInAttempts } from './sign-in-attempts-warning.ts';
import { startSession } from './start-session.ts';
import { signTemporaryToken } from './temporary-tokens.ts';
import { findUserByEmail } from './user-repository.ts';

type LoginInput = z.output<typeof loginRequestSchema>;

/** The body fields of every refused login, so the form can count attempts and show the captcha. */
function failureDetails(context: AuthContext, state: ThrottleState) {
  return {
    failedAttempts: state.failedAttempts,
    lockWarning: state.failedAttempts === LOCK_AFTER_FAILURES - 1,
    captchaRequired: state.captchaRequired,
    ...(state.captchaRequired ? { captcha: context.captcha.issue() } : {}),
  };
}

function tooManyAttempts(state: ThrottleState): AppError {
  const retryAfter = Math.max(1, Math.ceil(state.lockedForMs / 1000));
  return new AppError(429, 'error.too_many_login_attempts', {
    code: 'too_many_attempts',
    params: { minutes: Math.ceil(retryAfter / 60) },
    headers: { 'retry-after': String(retryAfter) },
    // No captcha while locked: nothing can be tried until Retry-After has passed.
    details: { failedAttempts: state.failedAttempts, lockWarning: false, captchaRequired: false, retryAfter },
  });
}

/**
 * E-mail and password sign-in with brief §5's protection: a lock (of this account for this address) is checked
 * first, then the captcha when failures call for one, then the password. Unknown e-mails and wrong passwords are answered alike, after the
 * same argon2 work, and count as failures alike.
 */
export async function login(
  context: AuthContext,
  input: LoginInput,
  meta: RequestMeta,
): Promise<LoginResponse> {
  const { email } = input;
  const before = await context.throttle.check(email, meta.ip);
  if (before.lockedForMs > 0) throw tooManyAttempts(before);

  if (before.captchaRequired) {
    if (!input.captcha) {
      throw new AppError(400, 'error.captcha_required', {
        code: 'captcha_required',
        details: failureDetails(context, before),
      });
    }
    const verdict = await context.captcha.verify(input.captcha);
    if (verdict !== 'solved') {
      meta.log.info({ verdict }, 'login captcha refused');
      throw new AppError(400, 'error.captcha_failed', {
        code: 'captcha_failed',
        details: failureDetails(context, before),
      });
    }
  }

  const user = await findUserByEmail(context.services.database.db, email);
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) {
    const after = await context.throttle.recordFailure(email, meta.ip);
    if (after.accountUnderAttack) {
      warnOwnerOfSignInAttempts(context, email, user, meta).catch((error: unknown) =>
        meta.log.error({ err: error }, 'login: the sign-in attempts warning could not be sent'),
      );
    }
    if (after.lockedForMs > 0) throw tooManyAttempts(after);
    throw new AppError(401, 'error.invalid_credentials', {
      code: 'invalid_credentials',
      details: failureDetails(context, after),
    });
  }

  await context.throttle.recordSuccess(email, meta.ip);
  if (!user.emailVerifiedAt) {
    // The right password proves the account is theirs: continue with the code step of registration.
    if (!(await context.codes.hasUsableCode({ purpose: 'email_verification', email }))) {
      await sendVerificationCode(context, user, meta).catch((error: unknown) =>
        meta.log.error({ err: error }, 'login: verification code could not be sent'),
      );
    }
    const { token: tempToken } = await signTemporaryToken(
      context.services.config.JWT_SECRET,
      'email-verification',
      user.id,
    );
    throw new AppError(403, 'error.email_not_verified', {
      code: 'email_not_verified',
      details: { tempToken },
    });
  }
  return startSession(context, user, input.rememberMe, meta);
}
