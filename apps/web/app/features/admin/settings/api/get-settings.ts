import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

export const settingsAnswerSchema = () =>
  import('@konak/domain/api/admin/site-settings').then((module) => module.siteSettingsResponseSchema);

/** GET /api/admin/settings: what is set in the back office and the server's defaults (admin only). */
export function getSettings(options: CallOptions = {}) {
  return checkedRequest(settingsAnswerSchema, '/admin/settings', options);
}
