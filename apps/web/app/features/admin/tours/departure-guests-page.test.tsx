import type { TourDepartureGuests } from '@konak/domain/api/admin/tour-departure-guests';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf, type StubAnswer } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { DepartureGuestsPage } from './departure-guests-page';

const TOUR_ID = '22222222-2222-4222-8222-222222222222';
const DAY = '2031-06-03';

function detail(overrides: Partial<TourDepartureGuests> = {}): TourDepartureGuests {
  return {
    tourId: TOUR_ID,
    tourName: 'Bosphorus cruise',
    meetingPoint: 'Eminönü pier',
    date: DAY,
    runs: true,
    times: [
      { startTime: '10:00', bookedPeople: 3, places: 12 },
      { startTime: '14:30', bookedPeople: 0, places: 12 },
    ],
    bookedPeople: 3,
    places: 24,
    closed: false,
    closedAt: null,
    closedBy: null,
    guests: [
      {
        reservationId: '33333333-3333-4333-8333-333333333333',
        reservationNumber: 'KNK-20310101-ABCD',
        startTime: '10:00',
        name: 'Zeynep Ak',
        adults: 2,
        children: 1,
        phone: '+90 532 111 22 33',
        status: 'confirmed',
        paymentStatus: 'partially_paid',
        remaining: 40,
      },
    ],
    ...overrides,
  };
}

function renderPage(answers: StubAnswer[]) {
  const fetch = vi.fn(async () => responseOf(answers.shift() ?? 'never'));
  vi.stubGlobal('fetch', fetch);
  renderApp(<DepartureGuestsPage tourId={TOUR_ID} date={DAY} />, {
    url: `/en/admin/tours/departures/${TOUR_ID}/${DAY}`,
    namespaces: ['common', 'admin', 'admin-tours'],
  });
  return fetch;
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe("a tour day's guest list", () => {
  it('lists the guests with party, a dialable phone, payment and the reservation, and prints', async () => {
    const fetch = renderPage([{ body: detail() }]);
    expect(await screen.findByRole('heading', { level: 1, name: /Bosphorus cruise/ })).toBeTruthy();
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      `/api/admin/tours/${TOUR_ID}/departures/${DAY}`,
    );
    const table = screen.getByRole('table');
    const row = within(table).getByRole('row', { name: /Zeynep Ak/ });
    expect(row.textContent).toContain('2 adults, 1 children');
    expect(row.textContent).toContain('Partly paid');
    expect(row.textContent).toMatch(/To collect: €40/);
    expect(within(row).getByRole('link', { name: '+90 532 111 22 33' }).getAttribute('href')).toBe(
      'tel:+905321112233',
    );
    expect(
      within(row).getByRole('link', { name: 'Reservation KNK-20310101-ABCD' }).getAttribute('href'),
    ).toBe('/en/admin/reservations/33333333-3333-4333-8333-333333333333');
    expect(screen.getByText('Total: 3 people of 24 places')).toBeTruthy();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Print the list' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('closes the day after a confirmation, once for a double click, and says the bookings made stay', async () => {
    const closed = detail({ closed: true, closedAt: '2031-06-01T07:00:00.000Z', closedBy: 'Ece' });
    const fetch = renderPage([{ body: detail() }, { body: closed }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Close this day' }));
    const dialog = screen.getByRole('dialog', { name: /^Close Bosphorus cruise on .*2031\?$/ });
    const confirm = within(dialog).getByRole('button', { name: 'Close for bookings' });
    fireEvent.click(confirm);
    // Disabled while the request runs: a second click sends nothing.
    expect(confirm.closest('fieldset')?.disabled).toBe(true);
    fireEvent.click(confirm);
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/admin/tours/${TOUR_ID}/departures/${DAY}/close`);
    expect(init.method).toBe('POST');
    expect(await screen.findByText('The day is closed for new bookings.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('day-closed').textContent).toContain('The 1 booking already made stays');
    expect(screen.getByRole('button', { name: 'Reopen this day' })).toBeTruthy();
  });

  it("shows the server's refusal in the dialog", async () => {
    renderPage([
      { body: detail() },
      {
        status: 422,
        body: { message: 'A tour day in the past cannot be closed or reopened.', code: 'tour_day_past' },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Close this day' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close for bookings' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A tour day in the past cannot be closed or reopened.',
    );
  });
});
