import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/reservations/upload-receipt').then(
    (module) => module.uploadReceiptResponseSchema,
  );

/** PUT /api/reservations/{id}/receipt: the bank-transfer receipt as the body; answers with the reservation. */
export function uploadReceipt(reservationId: string, file: File, options: CallOptions = {}) {
  const path = `/reservations/${reservationId}/receipt?fileName=${encodeURIComponent(file.name)}`;
  return checkedRequest(answerSchema, path, { ...options, method: 'PUT', file });
}
