import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () => import('@konak/domain/api/auth/me').then((module) => module.meResponseSchema);

/** GET /api/auth/me: the signed-in member and their membership, checked by the domain's schema (a member page). */
export function getProfile(options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/auth/me', options);
}
