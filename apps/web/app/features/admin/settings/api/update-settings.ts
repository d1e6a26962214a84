import type { SiteSettingsInput } from '@konak/domain/api/admin/site-settings';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { settingsAnswerSchema } from './get-settings';

/** PUT /api/admin/settings: every value at once; empty uses the server default (admin only). */
export function updateSettings(body: SiteSettingsInput, options: CallOptions = {}) {
  return checkedRequest(settingsAnswerSchema, '/admin/settings', { ...options, method: 'PUT', body });
}
