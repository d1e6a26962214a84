import type { MessageResponse } from '@konak/domain/api/auth/auth-user';
import { apiRequest } from '../../lib/api-client';

/** POST /api/auth/logout: ends the session of the stored token on the server. */
export function logout(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/logout', { method: 'POST' });
}
