import type {
  CreateReservationBody,
  CreateReservationResponse,
} from '@konak/domain/api/reservations/create-reservation';
import { apiRequest, type CallOptions } from '../../../lib/api-client';

/**
 * POST /api/reservations/create with the form session's Idempotency-Key: a retry after a lost answer gets the
 * reservation the first attempt made, never a second one (decision 031).
 */
export function createReservation(
  body: CreateReservationBody,
  idempotencyKey: string,
  options: CallOptions = {},
): Promise<CreateReservationResponse> {
  return apiRequest<CreateReservationResponse>('/reservations/create', {
    ...options,
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
