import type { VerifyEmailRequest } from '@konak/domain/api/auth/verify-email';
import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/verify-email').then((module) => module.verifyEmailResponseSchema);

/** POST /api/auth/verify-email: the mailed code for the registration's temp token; answers with a session. */
export function verifyEmail(request: VerifyEmailRequest) {
  return checkedRequest(answerSchema, '/auth/verify-email', { method: 'POST', body: request });
}
