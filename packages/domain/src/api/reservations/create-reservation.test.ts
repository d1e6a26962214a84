import { describe, expect, it } from 'vitest';
import { schemaIssues } from '../schema-issues.test-support.ts';
import { createReservationBodySchema, idempotencyKeySchema } from './create-reservation.ts';
import { updateReservationBodySchema } from './update-reservation.ts';

const valid = {
  type: 'apartment',
  apartmentId: '6f1c1f8e-8a4b-4c1e-9d2a-0e6b7c3d2a10',
  name: '  Ayşe Yılmaz ',
  email: ' Ayse@Example.COM ',
  phone: '+90 532 123 45 67',
  checkIn: '2031-06-01',
  checkOut: '2031-06-04',
  adults: 2,
  paymentMethod: 'bank_transfer',
  acceptTerms: true,
};

/** The same booking of a tour: a date and a start time, no check-out. */
const validTour = {
  ...valid,
  type: 'tour',
  apartmentId: undefined,
  tourId: valid.apartmentId,
  checkOut: undefined,
  startTime: '18:00',
};

const issues = (input: unknown) => schemaIssues(createReservationBodySchema, input);

describe('reservation form schema', () => {
  it('normalises what the guest typed and fills the defaults', () => {
    expect(createReservationBodySchema.parse({ ...valid, country: ' de ', message: '   ' })).toEqual({
      ...valid,
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '+90 5321234567',
      children: 0,
      country: 'DE',
      message: undefined,
      isRefundable: false,
    });
    expect(createReservationBodySchema.parse(valid).country).toBe('TR');
  });

  it('needs the terms accepted and the listing of its type', () => {
    expect(issues({ ...valid, acceptTerms: false })).toEqual(['acceptTerms: error.terms_not_accepted']);
    expect(issues({ ...valid, type: 'tour', startTime: '10:00' })).toEqual([
      'tourId: error.reservation_listing_required',
    ]);
    expect(issues({ ...valid, apartmentId: undefined })).toEqual([
      'apartmentId: error.reservation_listing_required',
    ]);
  });

  it('needs a start time for tours only, in 24-hour HH:MM', () => {
    expect(issues({ ...validTour, startTime: undefined })).toEqual([
      'startTime: error.tour_start_time_required',
    ]);
    expect(issues({ ...validTour, startTime: '9:30' })).toEqual(['startTime: error.tour_start_time_invalid']);
    expect(issues({ ...validTour, startTime: '24:00' })).toEqual([
      'startTime: error.tour_start_time_invalid',
    ]);
    expect(issues({ ...valid, startTime: '10:00' })).toEqual(['startTime: error.tour_start_time_invalid']);
  });

  it('needs a check-out for apartments only', () => {
    expect(issues({ ...valid, checkOut: undefined })).toEqual(['checkOut: error.stay_dates_incomplete']);
    expect(createReservationBodySchema.safeParse(validTour).success).toBe(true);
  });

  it('checks the children’s ages against their number and the guest counts', () => {
    expect(issues({ ...valid, children: 2, childrenAges: [3] })).toEqual([
      'childrenAges: error.children_ages_mismatch',
    ]);
    expect(issues({ ...valid, childrenAges: [18], children: 1 })?.[0]).toMatch(/^childrenAges\.0:/);
    expect(issues({ ...valid, adults: 0 })).toEqual(['adults: error.guests_adult_required']);
    expect(issues({ ...valid, country: 'TUR' })).toEqual(['country: error.country_invalid']);
  });

  it('accepts card in the schema (the server refuses it with a clear 422) but no other method', () => {
    expect(createReservationBodySchema.safeParse({ ...valid, paymentMethod: 'card' }).success).toBe(true);
    expect(createReservationBodySchema.safeParse({ ...valid, paymentMethod: 'cash' }).success).toBe(false);
  });
});

describe('Idempotency-Key', () => {
  it('is a printable token of up to 200 characters', () => {
    expect(idempotencyKeySchema.safeParse('2b1f0c3e-7a53-4d0e-9c7b-1e4f2a6d8b90').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('with space').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('x'.repeat(201)).success).toBe(false);
  });
});

describe('admin update schema', () => {
  it('needs something to change besides a note', () => {
    expect(updateReservationBodySchema.safeParse({ note: 'checked' }).success).toBe(false);
    expect(updateReservationBodySchema.safeParse({ paidAmount: 120.5, note: 'receipt' }).success).toBe(true);
    expect(updateReservationBodySchema.safeParse({ status: 'pending' }).success).toBe(false);
    expect(updateReservationBodySchema.safeParse({ paidAmount: -1 }).success).toBe(false);
  });
});
