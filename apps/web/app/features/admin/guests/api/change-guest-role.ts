import type { ChangeGuestRoleBody } from '@konak/domain/api/admin/change-guest-role';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { guestDetailSchema } from './get-guest';

/** PUT /api/admin/guests/{id}/role: member, staff or admin (admin only). */
export function changeGuestRole(id: string, body: ChangeGuestRoleBody, options: CallOptions = {}) {
  return checkedRequest(guestDetailSchema, `/admin/guests/${encodeURIComponent(id)}/role`, {
    ...options,
    method: 'PUT',
    body,
  });
}
