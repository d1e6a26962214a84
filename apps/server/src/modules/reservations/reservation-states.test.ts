import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RESERVATION_ACTORS,
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
} from '@konak/domain/reservations/reservation-states';
import { describe, expect, it } from 'vitest';
import {
  paymentMethods,
  paymentStatuses,
  reservationActors,
  reservationStatuses,
  reservationTypes,
} from '../../db/schema/reservations.ts';

describe('reservation value sets', () => {
  it('are the same in the API contract and in the database CHECK constraints', () => {
    expect(RESERVATION_TYPES).toEqual(reservationTypes);
    expect(RESERVATION_STATUSES).toEqual(reservationStatuses);
    expect(PAYMENT_STATUSES).toEqual(paymentStatuses);
    expect(PAYMENT_METHODS).toEqual(paymentMethods);
    expect(RESERVATION_ACTORS).toEqual(reservationActors);
  });
});
