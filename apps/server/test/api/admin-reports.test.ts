import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { invalidFields } from '../helpers/invalid-fields.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { createUser, signIn } from '../helpers/users.ts';
import { insertPricingDays } from './catalogue-fixtures.ts';
import {
  bookStay,
  injector,
  insertBookableApartment,
  insertTour,
  signedInUser,
  tourBooking,
} from './reservation-fixtures.ts';

// 12:00 in Istanbul on Monday 1 September 2031.
const clock = new ManualClock('2031-09-01T09:00:00Z');
const TURKISH_TITLE = 'Işıklı Şişli Dağ Evi İstiklal';

type Figures = Record<string, number | null>;
type Report = {
  months: { month: string; figures: Figures }[];
  listings: { id: string; type: string; name: string }[];
  byListing: { listingId: string; figures: Figures }[];
  total: Figures;
};

describe('back office reports', () => {
  const context = useTestApp({}, { clock });
  const inject = injector(context);
  let member: { token: string; id: string };
  let adminToken: string;
  let staffToken: string;
  let apartmentId: string;
  let tourId: string;

  const admin = (url: string, payload: object, key?: string) =>
    inject({
      method: 'POST',
      url: `/api/admin/reservations${url}`,
      token: adminToken,
      payload,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const report = (query: string, token = staffToken, language = 'en') =>
    inject({ method: 'GET', url: `/api/admin/reports${query}`, token, language });

  beforeAll(async () => {
    const m = await signedInUser(context);
    member = { token: m.token, id: m.user.id };
    adminToken = (await signedInUser(context, 'admin')).token;
    const staff = await createUser(context.db, { role: 'staff' });
    staffToken = await signIn(context.services, staff.id);
    apartmentId = (await insertBookableApartment(context.db, { titles: { tr: TURKISH_TITLE } })).id;
    tourId = (await insertTour(context.db, { maxPeople: 12 })).id;

    // 30 Oct → 2 Nov: two nights in October, one in November, 300 € (100 € a night).
    const crossing = await bookStay(context, {
      token: member.token,
      apartmentId,
      checkIn: '2031-10-30',
      checkOut: '2031-11-02',
    });
    await admin(`/${crossing.id}/payments`, { amount: 300, method: 'cash' }, `pay-${crossing.id}`);
    // Refundable, paid, then cancelled for the guest: the 20 % guarantee fee (40 €) is kept, 160 € refunded.
    const cancelled = await bookStay(
      context,
      { token: member.token, apartmentId, checkIn: '2031-10-10', checkOut: '2031-10-12' },
      { isRefundable: true },
    );
    await admin(`/${cancelled.id}/payments`, { amount: 200, method: 'card' }, `pay-${cancelled.id}`);
    const cancel = await admin(`/${cancelled.id}/cancel`, { by: 'guest' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    clock.advance(86_400_000);
    const refund = await admin(
      `/${cancelled.id}/refunds`,
      { amount: 160, method: 'bank_transfer' },
      `refund-${cancelled.id}`,
    );
    expect(refund.statusCode, refund.body).toBe(200);
    // Two nights closed in November after booking: 1 November, which the crossing stay has, and 20 November.
    await insertPricingDays(context.db, apartmentId, [
      { date: '2031-11-01', priceCents: 10_000, isClosed: true },
      { date: '2031-11-20', priceCents: 10_000, isClosed: true },
    ]);
    const walk = await inject({
      method: 'POST',
      url: '/api/reservations/create',
      token: member.token,
      payload: tourBooking(tourId, '2031-10-05', { adults: 2, children: 1, childrenAges: [9] }),
    });
    expect(walk.statusCode, walk.body).toBe(201);
  });

  it('is for the back office only: 401 without a session, 403 for a member, 200 for staff and admins', async () => {
    for (const url of [
      '/api/admin/reports?from=2031-10&to=2031-11',
      '/api/admin/reports.csv?from=2031-10&to=2031-11',
    ]) {
      expect((await inject({ method: 'GET', url })).statusCode).toBe(401);
      const asMember = await inject({ method: 'GET', url, token: member.token });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().code).toBe('forbidden');
      expect((await inject({ method: 'GET', url, token: staffToken })).statusCode).toBe(200);
      expect((await inject({ method: 'GET', url, token: adminToken })).statusCode).toBe(200);
    }
  });

  it('answers nights per month, occupancy, average daily rate, revenue, fees kept, refunds and cancellations', async () => {
    const response = await report(`?from=2031-10&to=2031-11&apartmentId=${apartmentId}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Report;
    expect(body.listings).toContainEqual({ id: apartmentId, type: 'apartment', name: 'booking en' });
    // The filter offers the whole catalogue, whatever the filter.
    expect(body.listings.map((listing) => listing.id)).toContain(tourId);
    const [october, november] = body.months;
    expect(october).toEqual({
      month: '2031-10',
      figures: {
        nightsSold: 2,
        availableNights: 31,
        occupancy: 2 / 31,
        averageDailyRate: 100,
        revenue: 200,
        guaranteeFeesKept: 40,
        refunds: 0,
        cancellations: 1,
        reservations: 1,
        people: 2,
      },
    });
    // November: one night of the crossing stay; 30 nights less the closed one nobody stays (a sold one counts).
    expect(november?.figures).toMatchObject({
      nightsSold: 1,
      availableNights: 29,
      revenue: 100,
      cancellations: 0,
      reservations: 0,
    });
    expect(body.total).toMatchObject({
      nightsSold: 3,
      availableNights: 60,
      revenue: 300,
      guaranteeFeesKept: 40,
    });
    expect(body.byListing).toEqual([{ listingId: apartmentId, figures: body.total }]);
    expect(body).not.toHaveProperty('rows');
  });

  it('puts a refund in the month it was paid out', async () => {
    const body = (await report(`?from=2031-09&to=2031-09&apartmentId=${apartmentId}`)).json() as Report;
    expect(body.total).toMatchObject({ refunds: 160, nightsSold: 0, occupancy: 0, averageDailyRate: null });
  });

  it("counts a tour's people and revenue, without nights or occupancy", async () => {
    const body = (await report(`?from=2031-10&to=2031-10&tourId=${tourId}`)).json() as Report;
    expect(body.listings).toContainEqual({ id: tourId, type: 'tour', name: 'Old city walk en' });
    expect(body.byListing.map((row) => row.listingId)).toEqual([tourId]);
    expect(body.total).toMatchObject({
      people: 3,
      reservations: 1,
      nightsSold: 0,
      occupancy: null,
      averageDailyRate: null,
    });
    expect(body.total.revenue).toBeGreaterThan(0);
  });

  it("shows every listing without a filter, each listing's figures adding up to the month's", async () => {
    const body = (await report('?from=2031-10&to=2031-10')).json() as Report;
    const ids = body.listings.map((listing) => listing.id);
    expect(ids).toEqual(expect.arrayContaining([apartmentId, tourId]));
    // In the order of `listings`, every published apartment included.
    expect(body.byListing.map((row) => row.listingId)).toEqual(
      ids.filter((id) => body.byListing.some((row) => row.listingId === id)),
    );
    expect(body.byListing.map((row) => row.listingId)).toEqual(expect.arrayContaining([apartmentId, tourId]));
    const revenue = body.byListing.reduce((sum, row) => sum + (row.figures.revenue ?? 0), 0);
    expect(body.months[0]?.figures.revenue).toBeCloseTo(revenue, 2);
  });

  it('refuses bad ranges and filters with translated field errors', async () => {
    const cases: [string, string[]][] = [
      ['', ['from', 'to']],
      ['?from=2031-13&to=2031-1', ['from', 'to']],
      ['?from=2031-10&to=2031-09', ['to']],
      ['?from=2030-01&to=2032-01', ['to']],
      [`?from=2031-10&to=2031-10&apartmentId=${apartmentId}&tourId=${tourId}`, ['tourId']],
      ['?from=2031-10&to=2031-10&apartmentId=nope', ['apartmentId']],
      ['?from[]=x&to=%00', ['from', 'to']],
      ["?from=2031-10'%20OR%201=1--&to=2031-10", ['from']],
    ];
    for (const [query, fields] of cases) {
      const response = await report(query, staffToken, 'tr');
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(invalidFields(response), query).toEqual(fields);
    }
    const tooLong = await report('?from=2030-01&to=2032-01', staffToken, 'tr');
    expect(tooLong.json().errors[0].message).toBe('Bir rapor en fazla 24 ayı kapsar.');
    const unknown = await report('?from=2031-10&to=2031-10&apartmentId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    // 24 months is allowed.
    expect((await report('?from=2030-01&to=2031-12')).statusCode).toBe(200);
  });

  describe('GET /api/admin/reports.csv', () => {
    it('is a UTF-8 file with a BOM, ; between fields and CRLF lines that keeps Turkish letters', async () => {
      const response = await inject({
        method: 'GET',
        url: `/api/admin/reports.csv?from=2031-10&to=2031-11&apartmentId=${apartmentId}`,
        token: staffToken,
        language: 'tr',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="konak-report-2031-10-2031-11.csv"',
      );
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(lines.slice(0, -1).every((line) => !line.includes('\n'))).toBe(true);
      const cells = lines.slice(0, -1).map((line) => line.split(';'));
      expect(cells[0]).toEqual([
        'Ay',
        'Tür',
        'İlan',
        'Satılan gece',
        'Müsait gece',
        'Doluluk (%)',
        'Ortalama günlük fiyat (EUR)',
        'Gelir (EUR)',
        'Alıkonan garanti ücreti (EUR)',
        'İadeler (EUR)',
        'İptaller',
        'Rezervasyonlar',
        'Kişi',
      ]);
      expect(cells[1]).toEqual([
        '2031-10',
        'Daire',
        TURKISH_TITLE,
        '2',
        '31',
        '6,5',
        '100,00',
        '200,00',
        '40,00',
        '0,00',
        '1',
        '1',
        '2',
      ]);
      expect(cells[2]?.slice(0, 4)).toEqual(['2031-10', '', 'Toplam', '2']);
      expect(cells.at(-1)?.slice(0, 5)).toEqual(['2031-10 – 2031-11', '', 'Toplam', '3', '60']);
    });

    it('writes decimals with a point for English', async () => {
      const response = await inject({
        method: 'GET',
        url: `/api/admin/reports.csv?from=2031-10&to=2031-10&apartmentId=${apartmentId}`,
        token: adminToken,
        language: 'en',
      });
      const [, first] = response.body.split('\r\n');
      expect(first?.split(';')).toEqual([
        '2031-10',
        'Apartment',
        'booking en',
        '2',
        '31',
        '6.5',
        '100.00',
        '200.00',
        '40.00',
        '0.00',
        '1',
        '1',
        '2',
      ]);
    });

    it('refuses bad input as JSON errors like the report', async () => {
      const response = await inject({
        method: 'GET',
        url: '/api/admin/reports.csv?from=2031-10&to=2030-10',
        token: staffToken,
      });
      expect(response.statusCode).toBe(400);
      expect(invalidFields(response)).toEqual(['to']);
    });
  });
});
