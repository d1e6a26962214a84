import type { TransferReceivedBody } from '@konak/domain/api/admin/mark-transfer-received';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { detailSchema } from './detail-schema';

/** POST /api/admin/reservations/{id}/transfer-received: The bank transfer arrived: the remaining amount is recorded and the booking confirmed. Answers the reservation's detail. */
export function markTransferReceived(id: string, body: TransferReceivedBody, options: CallOptions = {}) {
  return checkedRequest(detailSchema, `/admin/reservations/${encodeURIComponent(id)}/transfer-received`, {
    ...options,
    method: 'POST',
    body: body,
  });
}
