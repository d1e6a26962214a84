import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { guestDetailSchema } from './get-guest';

/** POST /api/admin/guests/{id}/enable: a disabled account may sign in again (admin, staff). */
export function enableGuest(id: string, options: CallOptions = {}) {
  return checkedRequest(guestDetailSchema, `/admin/guests/${encodeURIComponent(id)}/enable`, {
    ...options,
    method: 'POST',
  });
}
