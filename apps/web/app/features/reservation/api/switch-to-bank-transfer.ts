import type { CreateReservationResponse } from '@konak/domain/api/reservations/create-reservation';
import { apiRequest, type CallOptions } from '../../../lib/api-client';

/** POST /api/reservations/{id}/switch-to-bank-transfer: pay the pending card reservation by bank transfer instead. */
export function switchToBankTransfer(
  reservationId: string,
  options: CallOptions = {},
): Promise<CreateReservationResponse> {
  return apiRequest<CreateReservationResponse>(
    `/reservations/${encodeURIComponent(reservationId)}/switch-to-bank-transfer`,
    { ...options, method: 'POST' },
  );
}
