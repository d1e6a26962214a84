import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/auth/check-delete-eligibility').then(
    (module) => module.checkDeleteEligibilityResponseSchema,
  );

/** GET /api/auth/check-delete-eligibility: whether the account can go now, and if not why. */
export function checkDeleteEligibility(options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/auth/check-delete-eligibility', options);
}
