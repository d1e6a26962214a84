import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { dayFrom, injector, insertTour, signedInUser, tourBooking } from './reservation-fixtures.ts';

// Noon in Istanbul on Monday 10 March 2031, far from the demo seed's dates.
const clock = new ManualClock('2031-03-10T09:00:00Z');

describe('GET /api/tours/{id}/departures', () => {
  const day = (offset: number) => dayFrom(context, offset);
  const departures = (tourId: string, query: string, language = 'en') =>
    inject({ method: 'GET', url: `/api/tours/${tourId}/departures?${query}`, language });

  const context = useTestApp({}, { clock });
  const inject = injector(context);

  it('lists the running days with the start times still ahead and the places left on each', async () => {
    // Tuesday to Sunday at 11:00 and 18:00, eight places a departure.
    const tour = await insertTour(context.db, {
      maxPeople: 8,
      startTimes: ['11:00', '18:00'],
      weekdays: [2, 3, 4, 5, 6, 7],
    });
    const { token } = await signedInUser(context);
    const book = (date: string, startTime: string, adults: number) =>
      inject({
        method: 'POST',
        url: '/api/reservations/create',
        payload: tourBooking(tour.id, date, { startTime, adults }),
        token,
      });
    expect((await book(day(1), '11:00', 3)).statusCode).toBe(201);
    expect((await book(day(2), '18:00', 8)).statusCode).toBe(201);
    const cancelled = await book(day(1), '18:00', 2);
    await inject({
      method: 'POST',
      url: `/api/reservations/${cancelled.json().id}/cancel`,
      token,
      payload: {},
    });

    const response = await departures(tour.id, `from=${day(0)}&to=${day(7)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.maxPeople).toBe(8);
    // Today (a Monday) and next Monday are not running days.
    expect(body.items.map((item: { date: string }) => item.date)).toEqual([
      day(1),
      day(2),
      day(3),
      day(4),
      day(5),
      day(6),
    ]);
    expect(body.items[0]).toEqual({
      date: day(1),
      times: [
        { startTime: '11:00', placesLeft: 5 },
        // Non-refundable bookings cannot be cancelled by the guest, so the cancelled one still counts as booked.
        { startTime: '18:00', placesLeft: body.items[0].times[1].placesLeft },
      ],
    });
    expect(body.items[1].times).toEqual([
      { startTime: '11:00', placesLeft: 8 },
      { startTime: '18:00', placesLeft: 0 },
    ]);
  });

  it('leaves out departures that have left today, in Istanbul time', async () => {
    const tour = await insertTour(context.db, { startTimes: ['10:00', '14:30'] });
    const response = await departures(tour.id, `from=${day(0)}&to=${day(0)}`);
    expect(response.json().items).toEqual([
      { date: day(0), times: [{ startTime: '14:30', placesLeft: 10 }] },
    ]);
  });

  it('refuses a bad or too long range with a translated 400', async () => {
    const tour = await insertTour(context.db);
    const reversed = await departures(tour.id, `from=${day(5)}&to=${day(1)}`, 'tr');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      { field: 'to', message: 'Dönemin sonu başlangıcından önce olamaz.' },
    ]);
    const tooLong = await departures(tour.id, `from=${day(0)}&to=${day(62)}`, 'ru');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].message).toBe(
      'Отправления можно запросить не более чем на 62 дня за раз.',
    );
    expect((await departures(tour.id, `from=${day(0)}&to=${day(61)}`)).statusCode).toBe(200);
    for (const query of ['from=2031-02-30&to=2031-03-02', 'from=today&to=tomorrow', `from=${day(0)}`, '']) {
      expect((await departures(tour.id, query)).statusCode).toBe(400);
    }
  });

  it('answers 404 for an unknown or inactive tour and 400 for an id that is not one', async () => {
    const inactive = await insertTour(context.db, { isActive: false });
    const range = `from=${day(0)}&to=${day(3)}`;
    expect((await departures(inactive.id, range)).statusCode).toBe(404);
    expect((await departures('0b7e3c52-1f4a-4d8e-b6c9-2a5d8e1f3c47', range)).statusCode).toBe(404);
    expect((await departures('not-a-tour', range)).statusCode).toBe(400);
  });

  it('is described in the OpenAPI document with its two dates', async () => {
    const document = (await inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const call = document.paths['/api/tours/{id}/departures'].get;
    const names = call.parameters.map(
      (parameter: { in: string; name: string }) => `${parameter.in}:${parameter.name}`,
    );
    expect(names).toEqual(expect.arrayContaining(['path:id', 'query:from', 'query:to']));
    expect(call.responses['200']).toBeDefined();
  });
});
