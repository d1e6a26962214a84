import type { ExportGuestResponse } from '@konak/domain/api/admin/export-guest';
import { apiRequest, type CallOptions } from '../../../../lib/api-client';

/** GET /api/admin/guests/{id}/export: everything held about the member, as JSON (admin only). */
export function exportGuest(id: string, options: CallOptions = {}) {
  return apiRequest<ExportGuestResponse>(`/admin/guests/${encodeURIComponent(id)}/export`, options);
}
