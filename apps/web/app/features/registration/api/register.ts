import type { RegisterRequest } from '@konak/domain/api/auth/register';
import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/register').then((module) => module.registerResponseSchema);

/**
 * POST /api/auth/register (spec §7): the new, unverified account and the token of its code step. Checked: the
 * registration form already carries the domain's field schemas, and zod with them (decision 063).
 */
export function register(request: RegisterRequest) {
  return checkedRequest(answerSchema, '/auth/register', { method: 'POST', body: request });
}
