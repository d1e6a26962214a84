import type { ResetPasswordRequest } from '@konak/domain/api/auth/reset-password';
import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/reset-password').then((module) => module.resetPasswordResponseSchema);

/** POST /api/auth/reset-password: the new password for the mailed link's token (refused with `invalid_token`). */
export function resetPassword(request: ResetPasswordRequest) {
  return checkedRequest(answerSchema, '/auth/reset-password', { body: request, token: null });
}
