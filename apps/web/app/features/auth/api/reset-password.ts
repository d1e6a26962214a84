import type { MessageResponse } from '@konak/domain/api/auth/auth-user';
import type { ResetPasswordRequest } from '@konak/domain/api/auth/reset-password';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/reset-password: the new password for the mailed link's token (refused with `invalid_token`). */
export function resetPassword(request: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/reset-password', { body: request, token: null });
}
