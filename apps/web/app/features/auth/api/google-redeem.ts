import type { GoogleRedeemRequest } from '@konak/domain/api/auth/google-redeem';
import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/google-redeem').then((module) => module.googleRedeemResponseSchema);

/** POST /api/auth/google/redeem: the callback's one-time code and this tab's binding, for a session. */
export function googleRedeem(request: GoogleRedeemRequest) {
  return checkedRequest(answerSchema, '/auth/google/redeem', { body: request, token: null });
}
