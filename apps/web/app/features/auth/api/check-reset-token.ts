import type { CheckResetTokenRequest } from '@konak/domain/api/auth/check-reset-token';
import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/check-reset-token').then((module) => module.checkResetTokenResponseSchema);

/** POST /api/auth/reset-password/check: whether the mailed link still works. */
export function checkResetToken(request: CheckResetTokenRequest) {
  return checkedRequest(answerSchema, '/auth/reset-password/check', { body: request, token: null });
}
