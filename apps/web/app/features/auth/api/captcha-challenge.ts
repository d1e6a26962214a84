import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/captcha-challenge').then((module) => module.captchaChallengeResponseSchema);

/** GET /api/auth/captcha-challenge: a fresh proof-of-work puzzle for the next sign-in (decision 022). */
export function captchaChallenge(signal?: AbortSignal) {
  return checkedRequest(answerSchema, '/auth/captcha-challenge', { signal, token: null });
}
