import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../../src/db/schema/reservations.ts';
import { insertReservation } from '../db/fixtures.ts';
import { useTestApp } from '../helpers/app.ts';
import { insertPricingDays } from './catalogue-fixtures.ts';
import { dayFrom, injector, insertBookableApartment } from './reservation-fixtures.ts';

describe('public reservation calls', () => {
  const day = (offset: number) => dayFrom(context, offset);

  const context = useTestApp();
  const inject = injector(context);
  /** A stay of the apartment between two days from today, pending unless a status is given. */
  const reserve = (apartmentId: string, checkIn: number, checkOut: number, status?: ReservationStatus) =>
    insertReservation(context.db, {
      apartmentId,
      checkIn: day(checkIn),
      checkOut: day(checkOut),
      ...(status ? { status } : {}),
    });

  describe('GET /available', () => {
    it('lists the active apartments free (not booked, not closed) for every night of the stay', async () => {
      const [free, booked, closed, cancelledOnly, backToBack, inactive] = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          insertBookableApartment(context.db, { isActive: index !== 5 }),
        ),
      );
      if (!free || !booked || !closed || !cancelledOnly || !backToBack || !inactive)
        throw new Error('fixtures');
      await reserve(booked.id, 21, 23);
      await insertPricingDays(context.db, closed.id, [{ date: day(22), priceCents: 10_000, isClosed: true }]);
      await reserve(cancelledOnly.id, 20, 25, 'cancelled');
      await reserve(backToBack.id, 18, 20);

      const response = await inject({
        method: 'GET',
        url: `/api/reservations/available?checkIn=${day(20)}&checkOut=${day(23)}`,
      });
      expect(response.statusCode).toBe(200);
      const ids = response.json().items.map((item: { apartmentId: string }) => item.apartmentId);
      expect(ids).toEqual(expect.arrayContaining([free.id, cancelledOnly.id, backToBack.id]));
      expect(ids).not.toContain(booked.id);
      expect(ids).not.toContain(closed.id);
      expect(ids).not.toContain(inactive.id);
      expect(response.json().total).toBe(ids.length);
      expect(response.json().items[0]).toEqual({
        apartmentId: expect.any(String),
        apartmentNumber: expect.any(Number),
      });
    });

    it('answers 400 for dates that cannot be searched', async () => {
      const reversed = await inject({
        method: 'GET',
        url: `/api/reservations/available?checkIn=${day(5)}&checkOut=${day(5)}`,
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().errors).toEqual([
        { field: 'checkOut', message: 'The check-out date must be after the check-in date.' },
      ]);
      const past = await inject({
        method: 'GET',
        url: `/api/reservations/available?checkIn=${day(-2)}&checkOut=${day(1)}`,
      });
      expect(past.json().errors[0].field).toBe('checkIn');
      const tooLong = await inject({
        method: 'GET',
        url: `/api/reservations/available?checkIn=${day(1)}&checkOut=${day(40)}`,
      });
      expect(tooLong.statusCode).toBe(400);
      expect(
        (await inject({ method: 'GET', url: '/api/reservations/available?checkIn=soon' })).statusCode,
      ).toBe(400);
    });
  });

  it('are documented in the OpenAPI document, the Idempotency-Key included', async () => {
    const document = (await inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const create = document.paths['/api/reservations/create'].post;
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
    expect(create.responses['201']).toBeDefined();
    for (const path of [
      '/api/reservations/all',
      '/api/reservations/available',
      '/api/reservations/public/apartment/{id}',
      '/api/reservations/my-reservations',
      '/api/reservations/my-upcoming',
      '/api/reservations/my-active',
      '/api/reservations/my-history',
      '/api/reservations/my-stats',
      '/api/reservations/{id}',
      '/api/reservations/{id}/cancel',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    expect(Object.keys(document.paths['/api/reservations/{id}']).sort()).toEqual(['delete', 'get', 'put']);
  });

  describe('GET /public/apartment/{id}', () => {
    it('answers the live booked ranges from today on, with nothing personal', async () => {
      const apartment = await insertBookableApartment(context.db);
      await reserve(apartment.id, -5, -1);
      await reserve(apartment.id, -1, 2);
      await reserve(apartment.id, 10, 12, 'confirmed');
      await reserve(apartment.id, 14, 16, 'cancelled');

      const response = await inject({
        method: 'GET',
        url: `/api/reservations/public/apartment/${apartment.id}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        apartmentId: apartment.id,
        items: [
          { checkIn: day(-1), checkOut: day(2) },
          { checkIn: day(10), checkOut: day(12) },
        ],
        total: 2,
      });
      expect(response.body).not.toMatch(/ayse|Yılmaz|KNK|T-/i);
    });

    it('answers 404 for an unknown or inactive apartment and 400 for a malformed id', async () => {
      const inactive = await insertBookableApartment(context.db, { isActive: false });
      const response = await inject({
        method: 'GET',
        url: `/api/reservations/public/apartment/${inactive.id}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('listing_not_found');
      expect((await inject({ method: 'GET', url: '/api/reservations/public/apartment/42' })).statusCode).toBe(
        400,
      );
    });
  });
});
