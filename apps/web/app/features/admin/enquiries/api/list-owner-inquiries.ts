import type { ListOwnerInquiriesParams } from '@konak/domain/api/admin/owner-inquiries';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/owner-inquiries').then((module) => module.listOwnerInquiriesResponseSchema);

/** GET /api/admin/enquiries: owners' enquiries newest first, paged, of one status or all (admin, staff). */
export function listOwnerInquiries(params: ListOwnerInquiriesParams, options: CallOptions = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return checkedRequest(answerSchema, `/admin/enquiries?${query}`, options);
}
