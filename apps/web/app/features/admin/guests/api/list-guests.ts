import type { ListGuestsQuery } from '@konak/domain/api/admin/list-guests';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/list-guests').then((module) => module.listGuestsResponseSchema);

/** GET /api/admin/guests: one page of accounts, newest first (admin, staff). */
export function listGuests(params: Partial<ListGuestsQuery>, options: CallOptions = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return checkedRequest(answerSchema, `/admin/guests?${query}`, options);
}
