import type { RegisterRequest, RegisterResponse } from '@konak/domain/api/auth/register';
import { apiRequest, checkedAnswer } from '../../../lib/api-client';

/**
 * POST /api/auth/register (spec §7): the new, unverified account and the token of its code step. Checked: the
 * registration form already carries the domain's field schemas, and zod with them (decision 063).
 */
export function register(request: RegisterRequest): Promise<RegisterResponse> {
  return checkedAnswer(
    apiRequest<unknown>('/auth/register', { method: 'POST', body: request }),
    import('@konak/domain/api/auth/register').then((module) => module.registerResponseSchema),
  );
}
