import type { SessionResponse } from '@konak/domain/api/auth/auth-user';
import type { RegisterResponse, registerRequestSchema } from '@konak/domain/api/auth/register';
import type { CodeSentResponse } from '@konak/domain/api/auth/resend-verification-code';
import { RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_TTL_MINUTES } from '@konak/domain/auth/auth-limits';
import type { z } from 'zod';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { translate } from '../../i18n/translate.ts';
import { REGISTRATION_DOCUMENTS, recordAcceptedVersions } from '../legal/surface.ts';
import type { AuthContext, RequestMeta } from './auth-context.ts';
import { hashPassword } from './passwords.ts';
import { startSession } from './start-session.ts';
import { signTemporaryToken, verifyTemporaryToken } from './temporary-tokens.ts';
import { findUserById, isUniqueViolation, toAuthUser, type UserRow, updateUser } from './user-repository.ts';
import { codeCheckError, codeNotSent, resendTooSoon } from './verification-errors.ts';

type RegisterInput = z.output<typeof registerRequestSchema>;

/**
 * E-mails a new registration code to the account, unless one went out less than 60 s ago (429). A failed
 * delivery withdraws the code, so the user may retry at once.
 */
export async function sendVerificationCode(
  context: AuthContext,
  user: UserRow,
  meta: RequestMeta,
): Promise<void> {
  const target = { purpose: 'email_verification', email: user.email, userId: user.id } as const;
  const issued = await context.codes.issue(target);
  if (!issued.sent) throw resendTooSoon(issued.retryAfterSeconds);
  try {
    await context.services.mailer.send({
      to: user.email,
      language: user.preferredLanguage,
      template: 'verification-code',
      data: { name: user.name, code: issued.code, expiresInMinutes: VERIFICATION_CODE_TTL_MINUTES },
    });
  } catch (error) {
    meta.log.error({ err: error }, 'verification code mail failed');
    await context.codes.withdraw(target);
    throw codeNotSent(error);
  }
}

async function temporaryTokenFor(context: AuthContext, userId: string): Promise<string> {
  const { token } = await signTemporaryToken(
    context.services.config.JWT_SECRET,
    'email-verification',
    userId,
  );
  return token;
}

/** Creates an unverified account and e-mails its code (spec §4 Registration). 409 when the e-mail is taken. */
export async function register(
  context: AuthContext,
  input: RegisterInput,
  meta: RequestMeta,
): Promise<RegisterResponse> {
  const passwordHash = await hashPassword(input.password);
  let user: UserRow | undefined;
  try {
    // The form's box accepts the terms and the privacy policy: the versions shown are kept with the account.
    [user] = await context.services.database.db.transaction(async (tx) => {
      const rows = await tx
        .insert(users)
        .values({
          email: input.email,
          name: input.name,
          phone: input.phone,
          passwordHash,
          preferredLanguage: input.preferredLanguage ?? meta.language,
        })
        .returning();
      const [created] = rows;
      if (created) {
        await recordAcceptedVersions(tx, {
          documents: REGISTRATION_DOCUMENTS,
          language: meta.language,
          userId: created.id,
          at: created.createdAt,
        });
      }
      return rows;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError(409, 'error.email_exists', {
      code: 'email_exists',
      errors: [{ field: 'email', message: 'error.email_exists' }],
    });
  }
  if (!user) throw new Error('inserting the user returned no row');
  // The account exists either way; without the mail the code step offers "resend".
  await sendVerificationCode(context, user, meta).catch((error: unknown) =>
    meta.log.error({ err: error }, 'registration: verification code not sent'),
  );
  return {
    message: translate(meta.language, 'auth.registered', { email: user.email }),
    requiresVerification: true,
    tempToken: await temporaryTokenFor(context, user.id),
    user: toAuthUser(user),
  };
}

/** The unverified account a temporary token stands for; `expired` when the token is bad or too old. */
async function accountOfTemporaryToken(context: AuthContext, tempToken: string): Promise<UserRow> {
  const userId = await verifyTemporaryToken(
    context.services.config.JWT_SECRET,
    'email-verification',
    tempToken,
  );
  const user = userId ? await findUserById(context.services.database.db, userId) : undefined;
  if (!user) throw new AppError(400, 'error.verification_session_expired', { code: 'expired' });
  if (user.emailVerifiedAt)
    throw new AppError(409, 'error.email_already_verified', { code: 'already_verified' });
  return user;
}

/** The code step: a right code verifies the e-mail and signs in; the welcome mail follows. */
export async function verifyEmail(
  context: AuthContext,
  input: { code: string; tempToken: string; rememberMe: boolean },
  meta: RequestMeta,
): Promise<SessionResponse> {
  const user = await accountOfTemporaryToken(context, input.tempToken);
  const check = await context.codes.check({ purpose: 'email_verification', email: user.email }, input.code);
  if (check.status !== 'verified') throw codeCheckError(check);
  const verified = await updateUser(context.services.database.db, user.id, { emailVerifiedAt: new Date() });
  if (!verified) throw new AppError(400, 'error.verification_session_expired', { code: 'expired' });
  // Not awaited: a slow mail server must not hold up the sign-in.
  context.services.mailer
    .send({
      to: verified.email,
      language: verified.preferredLanguage,
      template: 'welcome',
      data: { name: verified.name },
    })
    .catch((error: unknown) => meta.log.error({ err: error }, 'welcome mail failed'));
  return startSession(context, verified, input.rememberMe, meta);
}

export async function resendVerificationCode(
  context: AuthContext,
  tempToken: string,
  meta: RequestMeta,
): Promise<CodeSentResponse> {
  const user = await accountOfTemporaryToken(context, tempToken);
  await sendVerificationCode(context, user, meta);
  return {
    message: translate(meta.language, 'auth.code_sent', { email: user.email }),
    expiresInMinutes: VERIFICATION_CODE_TTL_MINUTES,
    resendAvailableIn: RESEND_COOLDOWN_SECONDS,
  };
}
