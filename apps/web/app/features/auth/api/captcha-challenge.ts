import type { CaptchaChallenge } from '@konak/domain/auth/captcha';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/captcha-challenge: a fresh proof-of-work puzzle for the next sign-in (decision 022). */
export function captchaChallenge(signal?: AbortSignal): Promise<CaptchaChallenge> {
  return apiRequest<CaptchaChallenge>('/auth/captcha-challenge', { signal, token: null });
}
