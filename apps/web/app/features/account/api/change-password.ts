import type { ChangePasswordRequest, ChangePasswordResponse } from '@konak/domain/api/auth/change-password';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/** PUT /api/auth/change-password: answers with the server's translated confirmation. */
export function changePassword(
  request: ChangePasswordRequest,
  options: CallOptions = {},
): Promise<ChangePasswordResponse> {
  return checkedAnswer(
    apiRequest<unknown>('/auth/change-password', { ...options, method: 'PUT', body: request }),
    import('@konak/domain/api/auth/change-password').then((module) => module.changePasswordResponseSchema),
  );
}
