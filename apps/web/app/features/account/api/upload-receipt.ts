import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/** PUT /api/reservations/{id}/receipt: the bank-transfer receipt as the body; answers with the reservation. */
export function uploadReceipt(
  reservationId: string,
  file: File,
  options: CallOptions = {},
): Promise<ReservationView> {
  return checkedAnswer(
    apiRequest<unknown>(
      `/reservations/${encodeURIComponent(reservationId)}/receipt?fileName=${encodeURIComponent(file.name)}`,
      {
        ...options,
        method: 'PUT',
        file,
      },
    ),
    import('@konak/domain/api/reservations/upload-receipt').then(
      (module) => module.uploadReceiptResponseSchema,
    ),
  );
}
