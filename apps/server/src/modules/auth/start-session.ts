import type { SessionResponse } from '@konak/domain/api/auth/auth-user';
import { AppError } from '../../http/app-error.ts';
import { issueSessionToken } from '../../http/session-tokens.ts';
import type { AuthContext, RequestMeta } from './auth-context.ts';
import { toAuthUser, type UserRow } from './user-repository.ts';

/** Signs the user in: a new session token with its expiry, and the user as the API shows it. */
export async function startSession(
  context: Pick<AuthContext, 'services'>,
  user: UserRow,
  rememberMe: boolean,
  meta: RequestMeta,
): Promise<SessionResponse> {
  // Only after the password (or Google) proved who it is: a disabled account learns why it cannot sign in.
  if (user.disabledAt) throw new AppError(403, 'error.account_disabled', { code: 'account_disabled' });
  const { token, expiresAt } = await issueSessionToken(context.services, {
    userId: user.id,
    rememberMe,
    userAgent: meta.userAgent,
    ip: meta.ip,
  });
  return { token, expiresAt: expiresAt.toISOString(), user: toAuthUser(user) };
}
