import type { LoginRequest } from '@konak/domain/api/auth/login';
import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/login').then((module) => module.loginResponseSchema);

/**
 * POST /api/auth/login. No bearer: a stale stored token has nothing to do with a new sign-in. A refusal is an
 * ApiError whose body carries the login's own fields (failed attempts, captcha, temp token).
 */
export function login(request: LoginRequest) {
  return checkedRequest(answerSchema, '/auth/login', { body: request, token: null });
}
