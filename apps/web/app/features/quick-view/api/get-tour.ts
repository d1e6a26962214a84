import type { Tour } from '@konak/domain/api/tours/tour';
import { apiRequest, type CallOptions } from '../../../lib/api-client';

/** GET /api/tours/{id}: the tour's pictures and description, in the call's language. */
export function getTour(id: string, options: CallOptions = {}): Promise<Tour> {
  return apiRequest<Tour>(`/tours/${encodeURIComponent(id)}`, options);
}
