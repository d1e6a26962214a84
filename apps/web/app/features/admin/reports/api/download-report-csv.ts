import type { ReportQuery } from '@konak/domain/api/admin/reports';
import { apiFile, type CallOptions } from '../../../../lib/api-client';
import { reportQueryString } from './get-report';

/** GET /api/admin/reports.csv: the same report as a CSV file for Excel, with the server's file name. */
export function downloadReportCsv(query: ReportQuery, options: CallOptions = {}) {
  return apiFile(`/admin/reports.csv?${reportQueryString(query)}`, 'text/csv', options);
}
