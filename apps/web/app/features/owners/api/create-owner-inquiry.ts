import type {
  CreateOwnerInquiryResponse,
  OwnerInquiryInput,
} from '@konak/domain/api/owners/create-owner-inquiry';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/**
 * POST /api/owners/inquiries with the form's checked values. The answer is checked by the domain's schema: the form
 * loaded that module (and zod) to check its fields before it could send, so the check costs nothing (decision 063).
 */
export function createOwnerInquiry(
  inquiry: OwnerInquiryInput,
  options: CallOptions = {},
): Promise<CreateOwnerInquiryResponse> {
  return checkedAnswer(
    apiRequest<unknown>('/owners/inquiries', { ...options, method: 'POST', body: inquiry }),
    import('@konak/domain/api/owners/create-owner-inquiry').then(
      (module) => module.createOwnerInquiryResponseSchema,
    ),
  );
}
