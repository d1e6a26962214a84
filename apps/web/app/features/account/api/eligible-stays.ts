import type { EligibleStaysResponse } from '@konak/domain/api/reviews/member-reviews';
import type { Language } from '@konak/domain/languages';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/** GET /api/reviews/eligible: the member's finished stays that may still be reviewed. */
export function eligibleStays(options: CallOptions & { language: Language }): Promise<EligibleStaysResponse> {
  return checkedAnswer(
    apiRequest<unknown>(`/reviews/eligible?${new URLSearchParams({ lang: options.language })}`, options),
    import('@konak/domain/api/reviews/member-reviews').then((module) => module.eligibleStaysResponseSchema),
  );
}
