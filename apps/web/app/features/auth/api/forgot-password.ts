import type { ForgotPasswordRequest } from '@konak/domain/api/auth/forgot-password';
import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/forgot-password').then((module) => module.forgotPasswordResponseSchema);

/** POST /api/auth/forgot-password: the same answer whether the address has an account or not. */
export function forgotPassword(request: ForgotPasswordRequest) {
  return checkedRequest(answerSchema, '/auth/forgot-password', { body: request, token: null });
}
