import type { CardPaymentResultAnswer } from '@konak/domain/api/payments/card-payment-result';
import { apiRequest, type CallOptions } from '../../../lib/api-client';

/** GET /api/reservations/{id}/card-payment: what became of the latest card payment, after the gateway's page. */
export function cardPaymentResult(
  reservationId: string,
  options: CallOptions = {},
): Promise<CardPaymentResultAnswer> {
  return apiRequest<CardPaymentResultAnswer>(
    `/reservations/${encodeURIComponent(reservationId)}/card-payment`,
    {
      ...options,
      method: 'GET',
    },
  );
}
