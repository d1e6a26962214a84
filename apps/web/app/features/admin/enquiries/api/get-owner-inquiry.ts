import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

export const ownerInquiryDetailSchema = () =>
  import('@konak/domain/api/admin/owner-inquiries').then((module) => module.ownerInquiryDetailSchema);

/** GET /api/admin/enquiries/{id}: one owner's enquiry in full (admin, staff). */
export function getOwnerInquiry(id: string, options: CallOptions = {}) {
  return checkedRequest(ownerInquiryDetailSchema, `/admin/enquiries/${encodeURIComponent(id)}`, options);
}
