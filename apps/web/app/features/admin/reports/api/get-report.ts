import type { ReportQuery } from '@konak/domain/api/admin/reports';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/reports').then((module) => module.reportResponseSchema);

/** The query string of a report call (also the CSV's). */
export function reportQueryString(query: ReportQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.apartmentId) params.set('apartmentId', query.apartmentId);
  if (query.tourId) params.set('tourId', query.tourId);
  return params.toString();
}

/** GET /api/admin/reports: figures per month and listing (admin, staff). */
export function getReport(query: ReportQuery, options: CallOptions = {}) {
  return checkedRequest(answerSchema, `/admin/reports?${reportQueryString(query)}`, options);
}
