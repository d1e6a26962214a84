import type { ChangeOwnerInquiryStatusBody } from '@konak/domain/api/admin/owner-inquiries';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { ownerInquiryDetailSchema } from './get-owner-inquiry';

/** PUT /api/admin/enquiries/{id}/status: new, answered or closed; the same status again changes nothing. */
export function changeOwnerInquiryStatus(
  id: string,
  body: ChangeOwnerInquiryStatusBody,
  options: CallOptions = {},
) {
  return checkedRequest(ownerInquiryDetailSchema, `/admin/enquiries/${encodeURIComponent(id)}/status`, {
    ...options,
    method: 'PUT',
    body,
  });
}
