import type { CancelReservationBody } from '@konak/domain/api/reservations/cancel-reservation';
import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/** PUT /api/reservations/{id}/cancel: the member's cancellation; answers with the cancelled reservation. */
export function cancelReservation(
  reservationId: string,
  body: CancelReservationBody,
  options: CallOptions = {},
): Promise<ReservationView> {
  return checkedAnswer(
    apiRequest<unknown>(`/reservations/${encodeURIComponent(reservationId)}/cancel`, {
      ...options,
      method: 'PUT',
      body,
    }),
    import('@konak/domain/api/reservations/cancel-reservation').then(
      (module) => module.cancelReservationResponseSchema,
    ),
  );
}
