import type { OwnerInquiryInput } from '@konak/domain/api/owners/create-owner-inquiry';
import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/owners/create-owner-inquiry').then(
    (module) => module.createOwnerInquiryResponseSchema,
  );

/**
 * POST /api/owners/inquiries with the form's checked values. The answer is checked by the domain's schema: the form
 * loaded that module (and zod) to check its fields before it could send, so the check costs nothing (decision 063).
 */
export function createOwnerInquiry(inquiry: OwnerInquiryInput, options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/owners/inquiries', { ...options, method: 'POST', body: inquiry });
}
