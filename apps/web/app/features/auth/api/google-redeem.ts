import type { GoogleRedeemRequest, GoogleRedeemResponse } from '@konak/domain/api/auth/google-redeem';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/google/redeem: the callback's one-time code and this tab's binding for a session. */
export function googleRedeem(request: GoogleRedeemRequest): Promise<GoogleRedeemResponse> {
  return apiRequest<GoogleRedeemResponse>('/auth/google/redeem', { body: request, token: null });
}
