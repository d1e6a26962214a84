import type { ChangeReservationBody } from '@konak/domain/api/admin/change-reservation-as-operator';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/reservation-change-preview').then(
    (module) => module.changePreviewResponseSchema,
  );

/** POST /api/admin/reservations/{id}/change-preview: the new price and the difference, nothing saved. */
export function changePreview(id: string, body: ChangeReservationBody, options: CallOptions = {}) {
  return checkedRequest(answerSchema, `/admin/reservations/${encodeURIComponent(id)}/change-preview`, {
    ...options,
    method: 'POST',
    body,
  });
}
