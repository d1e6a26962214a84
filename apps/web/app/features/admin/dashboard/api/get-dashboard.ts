import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/dashboard').then((module) => module.dashboardResponseSchema);

/** GET /api/admin/dashboard: today and tomorrow, what waits for the operator, occupancy and revenue. */
export function getDashboard(options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/admin/dashboard', options);
}
