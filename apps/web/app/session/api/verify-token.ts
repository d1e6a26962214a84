import type { VerifyTokenResponse } from '@konak/domain/api/auth/verify-token';
import { apiRequest } from '../../lib/api-client';

/**
 * GET /api/auth/verify-token: whether the stored sign-in still holds, and its user. Typed, not checked: every
 * signed-in page view makes this call, and the schema would bring zod to each (decision 063).
 */
export function verifyToken(): Promise<VerifyTokenResponse> {
  return apiRequest<VerifyTokenResponse>('/auth/verify-token');
}
