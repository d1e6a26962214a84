import type { AddReservationNoteBody } from '@konak/domain/api/admin/add-reservation-note';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { detailSchema } from './detail-schema';

/** POST /api/admin/reservations/{id}/notes: Add an internal note; `key` is the Idempotency-Key made when the form was filled. Answers the reservation's detail. */
export function addNote(id: string, body: AddReservationNoteBody, key: string, options: CallOptions = {}) {
  return checkedRequest(detailSchema, `/admin/reservations/${encodeURIComponent(id)}/notes`, {
    ...options,
    method: 'POST',
    body: body,
    headers: { 'Idempotency-Key': key },
  });
}
