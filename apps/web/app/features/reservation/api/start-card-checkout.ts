import type {
  StartCardCheckoutBody,
  StartCardCheckoutResponse,
} from '@konak/domain/api/payments/start-card-checkout';
import { apiRequest, type CallOptions } from '../../../lib/api-client';

/** POST /api/reservations/{id}/card-checkout: the gateway's hosted page for a pending card reservation (decision 086). */
export function startCardCheckout(
  reservationId: string,
  body: StartCardCheckoutBody,
  options: CallOptions = {},
): Promise<StartCardCheckoutResponse> {
  return apiRequest<StartCardCheckoutResponse>(
    `/reservations/${encodeURIComponent(reservationId)}/card-checkout`,
    {
      ...options,
      body,
    },
  );
}
