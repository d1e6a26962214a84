import type { CancellationParty } from '@konak/domain/api/admin/cancel-reservation-as-operator';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/reservation-cancel-preview').then(
    (module) => module.cancelPreviewResponseSchema,
  );

/** GET /api/admin/reservations/{id}/cancel-preview: the refund a cancellation now would owe (nothing changes). */
export function cancelPreview(id: string, by: CancellationParty, options: CallOptions = {}) {
  return checkedRequest(
    answerSchema,
    `/admin/reservations/${encodeURIComponent(id)}/cancel-preview?${new URLSearchParams({ by })}`,
    options,
  );
}
