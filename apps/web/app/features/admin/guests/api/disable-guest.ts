import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { guestDetailSchema } from './get-guest';

/** POST /api/admin/guests/{id}/disable: the account cannot sign in and its sessions end (admin, staff). */
export function disableGuest(id: string, options: CallOptions = {}) {
  return checkedRequest(guestDetailSchema, `/admin/guests/${encodeURIComponent(id)}/disable`, {
    ...options,
    method: 'POST',
  });
}
