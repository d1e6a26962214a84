import type { VerifyEmailRequest, VerifyEmailResponse } from '@konak/domain/api/auth/verify-email';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/verify-email: the mailed code for the registration's temp token; answers with a session. */
export function verifyEmail(request: VerifyEmailRequest): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>('/auth/verify-email', { method: 'POST', body: request });
}
