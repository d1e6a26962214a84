import type { ChangeCalendarBody } from '@konak/domain/api/admin/change-calendar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { changeCalendar } from './change-calendar';
import { getCalendarTimeline } from './get-calendar-timeline';

type Call = { url: string; init: RequestInit };

function answerWith(status: number, body: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const timeline = {
  from: '2027-03-01',
  to: '2027-03-01',
  days: 1,
  total: 1,
  items: [
    {
      id: 'a1',
      apartmentNumber: 7,
      title: 'Galata loft',
      isActive: true,
      basePrice: 100,
      prices: [80],
      originalPrices: [100],
      minStayNights: [2],
      closed: [false],
      bookings: [
        {
          reservationId: 'r1',
          reservationNumber: 'KNK-1',
          guestName: 'Zeynep Kaya',
          status: 'confirmed',
          checkIn: '2027-02-27',
          checkOut: '2027-03-02',
          clippedStart: true,
          clippedEnd: false,
        },
      ],
    },
  ],
};

describe('the calendar calls', () => {
  it('ask for the timeline window and check the answer', async () => {
    const calls = answerWith(200, timeline);
    await expect(getCalendarTimeline({ from: '2027-03-01', days: 1 }, { language: 'en' })).resolves.toEqual(
      timeline,
    );
    expect(calls[0]?.url).toBe('/api/admin/calendar?from=2027-03-01&days=1');
    answerWith(200, { ...timeline, items: [{ ...timeline.items[0], prices: ['many'] }] });
    await expect(getCalendarTimeline({ from: '2027-03-01' }, { language: 'en' })).rejects.toThrow();
  });

  it('post a change with its Idempotency-Key and hand over a refusal with its field errors', async () => {
    const body: ChangeCalendarBody = {
      apartmentIds: ['a1'],
      from: '2027-03-01',
      to: '2027-03-03',
      change: { kind: 'discount', percent: 15 },
    };
    const calls = answerWith(200, { updated: 3, apartments: 1, from: body.from, to: body.to });
    await expect(changeCalendar(body, 'key-1', { language: 'tr' })).resolves.toMatchObject({ updated: 3 });
    expect(calls[0]?.url).toBe('/api/admin/calendar/changes');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(body);
    expect(calls[0]?.init.headers).toMatchObject({ 'Idempotency-Key': 'key-1' });

    answerWith(409, { message: 'Bu günler kapatılamaz', code: 'calendar_nights_booked' });
    const refused = await changeCalendar({ ...body, change: { kind: 'close' } }, 'key-2').catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 409,
      code: 'calendar_nights_booked',
      message: 'Bu günler kapatılamaz',
    });
  });
});
