import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartments } from '../../src/db/schema/apartments.ts';
import { reservations } from '../../src/db/schema/reservations.ts';
import { useTestApp } from '../helpers/app.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { insertPricingDays } from './catalogue-fixtures.ts';
import {
  apartmentBooking,
  dayFrom,
  insertBookableApartment,
  insertTour,
  reservationCreator,
  signedInUser,
  tourBooking,
} from './reservation-fixtures.ts';

// Noon in Istanbul on a Monday, far from the demo seed's dates.
const clock = new ManualClock('2031-03-10T09:00:00Z');

describe('POST /api/reservations/create: rules, tours and retries', () => {
  let token: string;
  let apartmentId: string;
  const day = (offset: number) => dayFrom(context, offset);

  const context = useTestApp({}, { clock });
  const create = reservationCreator(context, () => token);
  beforeAll(async () => {
    token = (await signedInUser(context)).token;
    apartmentId = (await insertBookableApartment(context.db, { basePriceCents: 12_000, maxCapacity: 3 })).id;
  });

  describe('rules of spec §5, re-checked on the server', () => {
    beforeAll(async () => {
      token = (await signedInUser(context)).token;
    });

    const expectRule = async (payload: object, code: string, status = 422) => {
      const response = await create(payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().code).toBe(code);
      return response.json();
    };

    it('refundable needs 7 or more days to check-in, counted in Istanbul', async () => {
      // Check-in on day 7 is allowed until 23:59:59 Istanbul time today.
      clock.set('2031-03-10T20:59:59Z');
      const lastMoment = await create(
        apartmentBooking(apartmentId, '2031-03-17', '2031-03-18', { isRefundable: true }),
      );
      expect(lastMoment.statusCode).toBe(201);
      // A second later it is 11 March in Istanbul (still the 10th in UTC): six days are left.
      clock.set('2031-03-10T21:00:00Z');
      const tooLate = await expectRule(
        apartmentBooking(apartmentId, '2031-03-17', '2031-03-20', { isRefundable: true }),
        'refundable_too_late',
      );
      expect(tooLate.lastDate).toBe('2031-03-10');
      expect(tooLate.errors).toEqual([{ field: 'isRefundable', message: expect.stringContaining('7 days') }]);
      clock.set('2031-03-10T09:00:00Z');
    });

    it('needs every child in an age group and the party to fit', async () => {
      await expectRule(
        apartmentBooking(apartmentId, day(80), day(81), { children: 1 }),
        'age_groups_missing',
      );
      const tooMany = await expectRule(
        apartmentBooking(apartmentId, day(80), day(81), { adults: 4 }),
        'too_many_guests',
      );
      expect(tooMany.message).toBe('This apartment hosts at most 3 guests.');
      // An infant does not take a place.
      const withInfant = await create(
        apartmentBooking(apartmentId, day(80), day(81), {
          adults: 3,
          children: 1,
          childrenAgeGroups: { above7: 0, between2And7: 0, under2: 1 },
        }),
      );
      expect(withInfant.statusCode).toBe(201);
    });

    it('refuses past check-ins, closed nights, short stays and more than 30 nights', async () => {
      await expectRule(apartmentBooking(apartmentId, day(-1), day(2)), 'check_in_in_past');
      await insertPricingDays(context.db, apartmentId, [
        { date: day(91), priceCents: 12_000, isClosed: true },
        { date: day(95), priceCents: 12_000, minStayNights: 4 },
      ]);
      const closed = await expectRule(apartmentBooking(apartmentId, day(90), day(93)), 'closed_nights');
      expect(closed.errors[0].field).toBe('checkIn');
      await expectRule(apartmentBooking(apartmentId, day(95), day(97)), 'min_stay_not_met');
      await expectRule(apartmentBooking(apartmentId, day(100), day(131)), 'stay_too_long');
      expect((await create(apartmentBooking(apartmentId, day(100), day(130)))).statusCode).toBe(201);
    });

    it('answers 404 for an unknown or inactive apartment', async () => {
      await expectRule(
        apartmentBooking('00000000-0000-4000-8000-000000000000', day(30), day(31)),
        'listing_not_found',
        404,
      );
      const inactive = await insertBookableApartment(context.db, { isActive: false });
      await expectRule(apartmentBooking(inactive.id, day(30), day(31)), 'listing_not_found', 404);
    });

    it('never double-books: a taken night is 409 with a translated message, back-to-back is fine', async () => {
      expect((await create(apartmentBooking(apartmentId, day(140), day(143)))).statusCode).toBe(201);
      const overlap = await create(apartmentBooking(apartmentId, day(142), day(145)), { language: 'tr' });
      expect(overlap.statusCode).toBe(409);
      expect(overlap.json()).toEqual({
        code: 'dates_taken',
        message: 'Seçtiğiniz tarihler artık müsait değil. Lütfen başka tarihler seçin.',
      });
      expect((await create(apartmentBooking(apartmentId, day(143), day(145)))).statusCode).toBe(201);
      expect((await create(apartmentBooking(apartmentId, day(138), day(140)))).statusCode).toBe(201);
    });
  });

  describe('tours', () => {
    // A member of its own: the per-member booking limit counts every attempt.
    beforeAll(async () => {
      token = (await signedInUser(context)).token;
    });

    it('books places on a departure at the per-person price, infants free, until it is full', async () => {
      const tour = await insertTour(context.db, { maxPeople: 5, basePriceCents: 4_500 });
      const family = await create(
        tourBooking(tour.id, day(10), {
          adults: 2,
          children: 2,
          childrenAgeGroups: { above7: 0, between2And7: 1, under2: 1 },
          isRefundable: true,
        }),
      );
      expect(family.statusCode, family.body).toBe(201);
      expect(family.json()).toMatchObject({
        type: 'tour',
        checkIn: day(10),
        checkOut: day(11),
        nights: 1,
        startTime: '10:00',
        listing: { id: tour.id, title: 'Old city walk en' },
        stayPrice: 135,
        guaranteeFee: 27,
        totalPrice: 162,
      });

      const full = await create(tourBooking(tour.id, day(10), { adults: 2 }), { language: 'ru' });
      expect(full.statusCode).toBe(409);
      expect(full.json()).toEqual({
        code: 'tour_full',
        placesLeft: 1,
        message: 'На это отправление недостаточно свободных мест. Осталось мест: 1.',
      });
      expect((await create(tourBooking(tour.id, day(10), { adults: 1 }))).statusCode).toBe(201);
      expect((await create(tourBooking(tour.id, day(11), { adults: 2 }))).statusCode).toBe(201);
    });

    it('counts places per start time: another departure the same day has its own', async () => {
      const tour = await insertTour(context.db, { maxPeople: 3, startTimes: ['10:00', '14:30'] });
      expect((await create(tourBooking(tour.id, day(12), { adults: 3 }))).statusCode).toBe(201);
      const later = await create(tourBooking(tour.id, day(12), { adults: 3, startTime: '14:30' }));
      expect(later.statusCode, later.body).toBe(201);
      expect(later.json().startTime).toBe('14:30');
      expect((await create(tourBooking(tour.id, day(12), { adults: 1 }))).json().code).toBe('tour_full');
    });

    it('needs a start time the tour has, on a day it runs, still ahead in Istanbul', async () => {
      // Runs Tuesday to Sunday at 11:00 and 18:00; the clock says noon on a Monday.
      const tour = await insertTour(context.db, {
        startTimes: ['11:00', '18:00'],
        weekdays: [2, 3, 4, 5, 6, 7],
      });
      const missing = await create(tourBooking(tour.id, day(1), { startTime: undefined }), {
        language: 'tr',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { field: 'startTime', message: 'Lütfen turun başlangıç saatini seçin.' },
      ]);
      const malformed = await create(tourBooking(tour.id, day(1), { startTime: '25:00' }));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual([
        { field: 'startTime', message: 'The start time is not valid.' },
      ]);
      const unknown = await create(tourBooking(tour.id, day(1), { startTime: '10:00' }), { language: 'ar' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({
        code: 'start_time_unknown',
        message: 'تبدأ هذه الجولة في 11:00, 18:00. يرجى اختيار أحد أوقات البدء هذه.',
      });
      const monday = await create(tourBooking(tour.id, day(7), { startTime: '11:00' }));
      expect(monday.statusCode).toBe(422);
      expect(monday.json().code).toBe('tour_not_running');
      expect(monday.json().message).toMatch(/^The tour does not run on 17 Mar\./);
      const leftThisMorning = await create(tourBooking(tour.id, day(0), { startTime: '11:00' }));
      expect(leftThisMorning.statusCode).toBe(422);
      expect(leftThisMorning.json()).toMatchObject({
        code: 'departure_in_past',
        message: 'This departure has already left. Please choose a later date or start time.',
      });
      // Tonight's 18:00 is still ahead: it is refused only because the tour does not run on Mondays.
      expect((await create(tourBooking(tour.id, day(0), { startTime: '18:00' }))).json().code).toBe(
        'tour_not_running',
      );
      expect((await create(tourBooking(tour.id, day(1), { startTime: '18:00' }))).statusCode).toBe(201);
      const apartmentWithTime = await create({
        ...apartmentBooking(apartmentId, day(40), day(42)),
        startTime: '10:00',
      });
      expect(apartmentWithTime.statusCode).toBe(400);
    });

    it('applies the date and refundable rules in tour words and answers 404 for an inactive tour', async () => {
      const tour = await insertTour(context.db);
      const past = await create(tourBooking(tour.id, day(-1)));
      expect(past.json().code).toBe('departure_in_past');
      const late = await create(tourBooking(tour.id, day(3), { isRefundable: true }));
      expect(late.json()).toMatchObject({
        code: 'refundable_too_late',
        message:
          'A refundable booking needs the tour to be at least 7 days away. Please choose the non-refundable option.',
      });
      const inactive = await insertTour(context.db, { isActive: false });
      expect((await create(tourBooking(inactive.id, day(10)))).statusCode).toBe(404);
    });
  });

  describe('Idempotency-Key', () => {
    beforeAll(async () => {
      token = (await signedInUser(context)).token;
    });

    it('answers a retry with the first reservation and never stores a second', async () => {
      const payload = apartmentBooking(apartmentId, day(150), day(152));
      const first = await create(payload, { key: 'retry-150' });
      const retry = await create(payload, { key: 'retry-150' });
      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json().id).toBe(first.json().id);
      expect(retry.json().reservationNumber).toBe(first.json().reservationNumber);
      const stored = await context.db
        .select()
        .from(reservations)
        .where(eq(reservations.idempotencyKey, 'retry-150'));
      expect(stored).toHaveLength(1);
    });

    it('refuses the same key for a different request, or from another member', async () => {
      const payload = apartmentBooking(apartmentId, day(160), day(162));
      expect((await create(payload, { key: 'reuse-160' })).statusCode).toBe(201);
      const different = await create({ ...payload, adults: 1 }, { key: 'reuse-160' });
      expect(different.statusCode).toBe(422);
      expect(different.json().code).toBe('idempotency_key_reused');
      const other = await signedInUser(context);
      const stolen = await create(payload, { key: 'reuse-160', token: other.token });
      expect(stolen.statusCode).toBe(422);
      expect(stolen.body).not.toContain(payload.name);
    });

    // Decision 112: the apartment's calendar read looks the key up, yet a retry is still answered before any rule.
    it('answers a retry with the first reservation after its apartment was deactivated or its dates taken', async () => {
      const apartment = await insertBookableApartment(context.db);
      const payload = apartmentBooking(apartment.id, day(180), day(182));
      const first = await create(payload, { key: 'retry-180' });
      expect(first.statusCode).toBe(201);
      // The first reservation holds the stay itself: the friendly check alone would answer 409.
      const whileTaken = await create(payload, { key: 'retry-180' });
      expect(whileTaken.statusCode).toBe(201);
      expect(whileTaken.json().id).toBe(first.json().id);
      await context.db.update(apartments).set({ isActive: false }).where(eq(apartments.id, apartment.id));
      const whileInactive = await create(payload, { key: 'retry-180' });
      expect(whileInactive.statusCode).toBe(201);
      expect(whileInactive.headers['idempotent-replayed']).toBe('true');
      expect(whileInactive.json().id).toBe(first.json().id);
      // Without the key, the same request meets the rules.
      expect((await create(payload)).statusCode).toBe(404);
    });

    it('checks the key’s shape', async () => {
      const response = await create(apartmentBooking(apartmentId, day(170), day(171)), { key: 'has space' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'idempotency-key', message: 'The Idempotency-Key header is not valid.' },
      ]);
    });
  });
});
