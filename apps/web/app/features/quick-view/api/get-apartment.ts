import type { ApartmentDetail } from '@konak/domain/api/apartments/apartment';
import { apiRequest, type CallOptions } from '../../../lib/api-client';

/** GET /api/apartments/{id}: the apartment's pictures, description and amenities, in the call's language. */
export function getApartment(id: string, options: CallOptions = {}): Promise<ApartmentDetail> {
  return apiRequest<ApartmentDetail>(`/apartments/${encodeURIComponent(id)}`, options);
}
