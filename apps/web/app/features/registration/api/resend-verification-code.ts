import type {
  CodeSentResponse,
  ResendVerificationCodeRequest,
} from '@konak/domain/api/auth/resend-verification-code';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/resend-verification-code: a new code, refused with 429 within 60 s of the last one. */
export function resendVerificationCode(request: ResendVerificationCodeRequest): Promise<CodeSentResponse> {
  return apiRequest<CodeSentResponse>('/auth/resend-verification-code', { method: 'POST', body: request });
}
