import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/site-settings').then((module) => module.maintenanceStatusResponseSchema);

/** GET /api/admin/settings/maintenance: whether maintenance mode is on (admin, staff). */
export function getMaintenanceStatus(options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/admin/settings/maintenance', options);
}
