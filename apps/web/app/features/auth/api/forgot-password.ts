import type { MessageResponse } from '@konak/domain/api/auth/auth-user';
import type { ForgotPasswordRequest } from '@konak/domain/api/auth/forgot-password';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether the address has an account or not. */
export function forgotPassword(request: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/forgot-password', { body: request, token: null });
}
