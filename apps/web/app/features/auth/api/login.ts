import type { LoginRequest, LoginResponse } from '@konak/domain/api/auth/login';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/login. No bearer: a stale stored token has nothing to do with a new sign-in. A refusal is an
 * ApiError whose body carries the login's own fields (failed attempts, captcha, temp token).
 */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { body: request, token: null });
}
