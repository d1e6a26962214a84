import type {
  CheckResetTokenRequest,
  CheckResetTokenResponse,
} from '@konak/domain/api/auth/check-reset-token';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/reset-password/check: whether the mailed link still works. */
export function checkResetToken(request: CheckResetTokenRequest): Promise<CheckResetTokenResponse> {
  return apiRequest<CheckResetTokenResponse>('/auth/reset-password/check', { body: request, token: null });
}
