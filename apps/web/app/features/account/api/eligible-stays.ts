import type { Language } from '@konak/domain/languages';
import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/reviews/member-reviews').then((module) => module.eligibleStaysResponseSchema);

/** GET /api/reviews/eligible: the member's finished stays that may still be reviewed. */
export function eligibleStays(options: CallOptions & { language: Language }) {
  return checkedRequest(answerSchema, `/reviews/eligible?lang=${options.language}`, options);
}
