import type { ChangePasswordRequest } from '@konak/domain/api/auth/change-password';
import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/change-password').then((module) => module.changePasswordResponseSchema);

/** PUT /api/auth/change-password: answers with the server's translated confirmation. */
export function changePassword(request: ChangePasswordRequest, options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/auth/change-password', { ...options, method: 'PUT', body: request });
}
