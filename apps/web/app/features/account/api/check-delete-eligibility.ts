import type { CheckDeleteEligibilityResponse } from '@konak/domain/api/auth/check-delete-eligibility';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/** GET /api/auth/check-delete-eligibility: whether the account can go now, and if not why. */
export function checkDeleteEligibility(options: CallOptions = {}): Promise<CheckDeleteEligibilityResponse> {
  return checkedAnswer(
    apiRequest<unknown>('/auth/check-delete-eligibility', options),
    import('@konak/domain/api/auth/check-delete-eligibility').then(
      (module) => module.checkDeleteEligibilityResponseSchema,
    ),
  );
}
