import { ACCOUNT_CAPTCHA_AFTER_FAILURES } from '@konak/domain/auth/auth-limits';
import type { AuthContext, RequestMeta } from './auth-context.ts';
import type { UserRow } from './user-repository.ts';

/** However long an attack goes on, its target hears about it at most once a day. */
const WARNING_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Tells an account's owner, once a day at most and in their language, that someone keeps trying their password
 * (decision 022). Only a verified address is written to: an unverified one may not belong to whoever registered it.
 * Not awaited by the login: the refusal must not take longer for real accounts than for unknown e-mails.
 */
export async function warnOwnerOfSignInAttempts(
  context: AuthContext,
  email: string,
  user: UserRow | undefined,
  meta: RequestMeta,
): Promise<void> {
  if (!(await context.store.claim(`sign-in-attempts-warned:${email}`, WARNING_INTERVAL_MS))) return;
  meta.log.warn(
    { email },
    'login: many failures of one account from many addresses; captcha required everywhere',
  );
  if (!user?.emailVerifiedAt) return;
  await context.services.mailer.send({
    to: user.email,
    language: user.preferredLanguage,
    template: 'sign-in-attempts',
    data: { name: user.name, failedAttempts: ACCOUNT_CAPTCHA_AFTER_FAILURES },
  });
}
