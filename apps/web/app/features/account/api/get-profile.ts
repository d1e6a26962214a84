import type { MeResponse } from '@konak/domain/api/auth/me';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/** GET /api/auth/me: the signed-in member and their membership, checked by the domain's schema (a member page). */
export function getProfile(options: CallOptions = {}): Promise<MeResponse> {
  return checkedAnswer(
    apiRequest<unknown>('/auth/me', options),
    import('@konak/domain/api/auth/me').then((module) => module.meResponseSchema),
  );
}
