import type { ResendVerificationCodeRequest } from '@konak/domain/api/auth/resend-verification-code';
import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/resend-verification-code').then((module) => module.codeSentResponseSchema);

/** POST /api/auth/resend-verification-code: a new code, refused with 429 within 60 s of the last one. */
export function resendVerificationCode(request: ResendVerificationCodeRequest) {
  return checkedRequest(answerSchema, '/auth/resend-verification-code', { method: 'POST', body: request });
}
