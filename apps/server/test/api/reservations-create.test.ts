import { RESERVATION_NUMBER_PATTERN } from '@konak/domain/reservations/reservation-number';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartments } from '../../src/db/schema/apartments.ts';
import { useTestApp } from '../helpers/app.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { insertPricingDays } from './catalogue-fixtures.ts';
import {
  apartmentBooking,
  dayFrom,
  eventsOf,
  insertBookableApartment,
  noticesOf,
  reservationCreator,
  reservationRow,
  signedInUser,
} from './reservation-fixtures.ts';

// Noon in Istanbul on a Monday, far from the demo seed's dates.
const clock = new ManualClock('2031-03-10T09:00:00Z');

describe('POST /api/reservations/create', () => {
  let token: string;
  let userId: string;
  let apartmentId: string;
  const day = (offset: number) => dayFrom(context, offset);

  // Card payment has its own tests (card-payments.test.ts); here it is switched off, as CARD_PAYMENTS=off does.
  const context = useTestApp({ CARD_PAYMENTS: 'off' }, { clock });
  const create = reservationCreator(context, () => token);
  beforeAll(async () => {
    const member = await signedInUser(context);
    token = member.token;
    userId = member.user.id;
    apartmentId = (await insertBookableApartment(context.db, { basePriceCents: 12_000, maxCapacity: 3 })).id;
  });

  describe('who may book', () => {
    it('needs a signed-in member before it looks at the body (spec §5)', async () => {
      const response = await create({ nonsense: true }, { token: undefined });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
      const badToken = await create(apartmentBooking(apartmentId, day(30), day(32)), {
        token: 'not-a-token',
      });
      expect(badToken.statusCode).toBe(401);
    });
  });

  describe('booking attempts per member', () => {
    it('are limited to 60 per 10 minutes, refused ones included (429 with Retry-After)', async () => {
      const { token: busy } = await signedInUser(context);
      const attempts = await Promise.all(Array.from({ length: 60 }, () => create({}, { token: busy })));
      expect(attempts.every((response) => response.statusCode === 400)).toBe(true);
      const limited = await create({}, { token: busy, language: 'tr' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another member is not affected.
      expect((await create({})).statusCode).toBe(400);
    });
  });

  describe('input', () => {
    it('answers 400 with a translated error per field, never 500', async () => {
      const response = await create(
        {
          type: 'apartment',
          apartmentId,
          name: 'A',
          email: 'not-an-email',
          phone: '+90 123',
          checkIn: '2031-02-30',
          adults: 0,
          paymentMethod: 'cash',
          acceptTerms: false,
          country: 'Turkey',
        },
        { language: 'tr' },
      );
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('validation_failed');
      const fields = Object.fromEntries(
        body.errors.map((error: { field: string; message: string }) => [error.field, error.message]),
      );
      expect(Object.keys(fields).sort()).toEqual(
        ['acceptTerms', 'adults', 'checkIn', 'country', 'email', 'name', 'paymentMethod', 'phone'].sort(),
      );
      expect(fields.email).toBe('Lütfen geçerli bir e-posta adresi girin.');
      expect(fields.acceptTerms).toBe('Lütfen koşulları ve ön bilgilendirme formunu kabul edin.');
    });

    it('needs the listing id of its type and a check-out for apartments', async () => {
      const noCheckOut = await create({
        ...apartmentBooking(apartmentId, day(30), day(31)),
        checkOut: undefined,
      });
      expect(noCheckOut.statusCode).toBe(400);
      expect(noCheckOut.json().errors).toEqual([
        { field: 'checkOut', message: 'Please choose both a check-in and a check-out date.' },
      ]);
      const noTour = await create({ ...apartmentBooking(apartmentId, day(30), day(31)), type: 'tour' });
      expect(noTour.json().errors).toEqual([
        { field: 'tourId', message: 'Please choose the apartment or tour to book.' },
        { field: 'startTime', message: 'Please choose the start time of the tour.' },
      ]);
      const ages = await create(
        apartmentBooking(apartmentId, day(30), day(31), { children: 2, childrenAges: [4] }),
      );
      expect(ages.json().errors).toEqual([
        { field: 'childrenAges', message: 'Please give the age of every child.' },
      ]);
    });

    it('refuses card payment when the site does not offer it (422, translated)', async () => {
      const response = await create(
        apartmentBooking(apartmentId, day(30), day(31), { paymentMethod: 'card' }),
        {
          language: 'ru',
        },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'payment_method_unavailable',
        message: 'Оплата картой пока недоступна. Выберите банковский перевод или оплату на месте.',
      });
    });
  });

  describe('a valid apartment booking', () => {
    it('is priced on the server and stored pending with its number, event and notices', async () => {
      await insertPricingDays(context.db, apartmentId, [
        { date: day(40), priceCents: 9_000, originalPriceCents: 15_000 },
      ]);
      const response = await create({
        ...apartmentBooking(apartmentId, day(40), day(43), { message: '  Late arrival  ', country: 'de' }),
        // Whatever the client claims, the server prices the stay itself.
        totalPrice: 1,
        guaranteeFee: 0,
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        type: 'apartment',
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'bank_transfer',
        checkIn: day(40),
        checkOut: day(43),
        nights: 3,
        stayPrice: 330,
        guaranteeFee: 0,
        totalPrice: 330,
        totalOriginalPrice: 390,
        hasDiscount: true,
        paidAmount: 0,
        remainingAmount: 330,
        refundAmount: 0,
        refundedAmount: 0,
        isRefundable: false,
        currency: 'EUR',
        country: 'DE',
        message: 'Late arrival',
        phone: '+90 5321234567',
        language: 'en',
        cancelledBy: null,
        cancellation: { allowed: false, reason: 'non_refundable', freeUntil: null, refundAmount: null },
      });
      expect(body.listing).toMatchObject({ id: apartmentId, title: 'booking en' });
      expect(body.reservationNumber).toMatch(RESERVATION_NUMBER_PATTERN);
      expect(body.reservationNumber.slice(4, 8)).toBe('3103');
      // The receipt is due 24 hours after booking.
      expect(body.paymentDeadline).toBe('2031-03-11T09:00:00.000Z');

      const row = await reservationRow(context.db, body.id);
      expect(row).toMatchObject({ userId, totalCents: 33_000, remainingCents: 33_000, childrenAges: [] });
      const events = await eventsOf(context.db, body.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        fromStatus: null,
        toStatus: 'pending',
        actor: 'user',
        actorUserId: userId,
      });
      // Booked for ayse@example.com, not the member's own address: she gets a short notice by mail and SMS.
      expect(await noticesOf(context.db, body.id)).toEqual([
        'notice.booked-for-mail',
        'notice.booked-for-sms',
        'notice.mail:created',
        'notice.sms:created',
      ]);
    });

    it('hands over to WhatsApp with the details in the guest’s language', async () => {
      const response = await create(apartmentBooking(apartmentId, day(50), day(52)), { language: 'ru' });
      expect(response.statusCode).toBe(201);
      const { whatsappUrl, reservationNumber, listing } = response.json();
      const url = new URL(whatsappUrl);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${context.services.config.WHATSAPP_NUMBER}`);
      const text = url.searchParams.get('text') ?? '';
      expect(text).toContain(`Номер бронирования: ${reservationNumber}`);
      expect(text).toContain(`Квартира: ${listing.title}`);
      expect(listing.title).toBe('booking ru');
      expect(text).toContain('2 взрослых');
    });

    it('adds the apartment’s guarantee fee to a refundable booking', async () => {
      await context.db
        .update(apartments)
        .set({ guaranteeFeePercent: 15 })
        .where(eq(apartments.id, apartmentId));
      const response = await create(apartmentBooking(apartmentId, day(60), day(62), { isRefundable: true }));
      await context.db
        .update(apartments)
        .set({ guaranteeFeePercent: 20 })
        .where(eq(apartments.id, apartmentId));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        stayPrice: 240,
        guaranteeFee: 36,
        totalPrice: 276,
        isRefundable: true,
        cancellation: { allowed: true, freeUntil: day(53), refundAmount: 0 },
      });
    });

    it('stores the age groups, from exact ages too', async () => {
      const response = await create(
        apartmentBooking(apartmentId, day(70), day(71), { adults: 1, children: 2, childrenAges: [1, 9] }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        childrenAges: [1, 9],
        childrenAgeGroups: { above7: 1, between2And7: 0, under2: 1 },
      });
    });
  });
});
