import type { ListAuditEventsParams } from '@konak/domain/api/admin/list-audit-events';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/list-audit-events').then((module) => module.listAuditEventsResponseSchema);

/** GET /api/admin/audit: one page of the audit trail (admin). */
export function listAuditEvents(params: ListAuditEventsParams, options: CallOptions = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return checkedRequest(answerSchema, `/admin/audit?${query}`, options);
}
