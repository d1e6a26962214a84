import type { CancelReservationBody } from '@konak/domain/api/reservations/cancel-reservation';
import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/reservations/cancel-reservation').then(
    (module) => module.cancelReservationResponseSchema,
  );

/** PUT /api/reservations/{id}/cancel: the member's cancellation; answers with the cancelled reservation. */
export function cancelReservation(
  reservationId: string,
  body: CancelReservationBody,
  options: CallOptions = {},
) {
  return checkedRequest(answerSchema, `/reservations/${reservationId}/cancel`, {
    ...options,
    method: 'PUT',
    body,
  });
}
