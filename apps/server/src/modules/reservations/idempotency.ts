import { createHash } from 'node:crypto';
import type { CreateReservationInput } from '@konak/domain/api/reservations/create-reservation';
import type { ReservationRow } from './reservation-view.ts';

/** Objects with their keys sorted, so two equal requests serialise the same whatever the key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

/** A hash of the validated request: a retry has the same one, another booking under a reused key does not. */
export function requestFingerprint(input: CreateReservationInput): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('base64url');
}

/**
 * What a request carrying an Idempotency-Key that is already stored gets (decision 031): the same member with the
 * same request → the stored reservation again; anything else → refused, without telling whose the key was.
 */
export function idempotentAnswer(
  stored: ReservationRow,
  userId: string | null,
  fingerprint: string,
): 'replay' | 'reused' {
  return stored.userId === userId && stored.idempotencyFingerprint === fingerprint ? 'replay' : 'reused';
}
