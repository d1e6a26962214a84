import type { ChangeReservationBody } from '@konak/domain/api/admin/change-reservation-as-operator';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { detailSchema } from './detail-schema';

/** POST /api/admin/reservations/{id}/change: Save new dates, apartment or party at the new price (409 when taken). Answers the reservation's detail. */
export function changeReservation(id: string, body: ChangeReservationBody, options: CallOptions = {}) {
  return checkedRequest(detailSchema, `/admin/reservations/${encodeURIComponent(id)}/change`, {
    ...options,
    method: 'POST',
    body: body,
  });
}
