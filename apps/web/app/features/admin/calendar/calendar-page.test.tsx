import type { CalendarTimelineResponse } from '@konak/domain/api/admin/calendar-timeline';
import { addDays } from '@konak/domain/stay-dates';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf, type StubAnswer } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { CalendarPage } from './calendar-page';

const FROM = '2031-03-01';
const LOFT = '6f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a23';
const HOUSE = '7a2d3b5f-9c2e-4d4f-8b3a-1e6f8c0d2b34';
const RESERVATION = 'a3f0c1d2-0000-4000-8000-0000000000aa';

function row(id: string, apartmentNumber: number, title: string) {
  return {
    id,
    apartmentNumber,
    title,
    isActive: true,
    basePrice: 100,
    prices: Array.from({ length: 60 }, () => 100),
    originalPrices: Array.from({ length: 60 }, (): number | null => null),
    minStayNights: Array.from({ length: 60 }, () => 1),
    closed: Array.from({ length: 60 }, () => false),
    bookings: [] as CalendarTimelineResponse['items'][number]['bookings'],
  };
}

function timeline(): CalendarTimelineResponse {
  const loft = row(LOFT, 7, 'Galata loft');
  loft.prices[0] = 80;
  loft.originalPrices[0] = 100;
  loft.minStayNights[0] = 3;
  loft.closed[1] = true;
  loft.bookings.push({
    reservationId: RESERVATION,
    reservationNumber: 'KNK-2603-AAAA',
    guestName: 'Zeynep Kaya',
    status: 'confirmed',
    checkIn: '2031-03-10',
    checkOut: '2031-03-13',
    clippedStart: false,
    clippedEnd: false,
  });
  const house = row(HOUSE, 9, 'Moda house');
  house.bookings.push({
    reservationId: 'b4f0c1d2-0000-4000-8000-0000000000bb',
    reservationNumber: 'KNK-2602-BBBB',
    guestName: 'Ali Demir',
    status: 'pending',
    checkIn: '2031-02-26',
    checkOut: '2031-03-03',
    clippedStart: true,
    clippedEnd: false,
  });
  return { from: FROM, to: addDays(FROM, 59), days: 60, total: 2, items: [loft, house] };
}

type Call = { url: string; init: RequestInit };

/** Answers the timeline to every GET and `changes` (in order) to the POSTs. */
function serve(...changes: StubAnswer[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (init.method === 'POST') return responseOf(changes.shift() ?? 'never');
    return responseOf({ body: timeline() });
  });
  return { posts: () => calls.filter((call) => call.init.method === 'POST'), calls };
}

function show(readOnly = false) {
  renderApp(<CalendarPage readOnly={readOnly} />, {
    url: `/en/admin/calendar?from=${FROM}`,
    namespaces: ['common', 'admin', 'admin-calendar'],
  });
  return screen.findByRole('grid');
}

const cell = (name: RegExp | string) => screen.getByRole('gridcell', { name });
const key = (target: Element, name: string, options: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(target, { key: name, ...options });

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('the back-office calendar', () => {
  it("loads the address's window and names every day in full, with bookings as links to the reservation", async () => {
    const { calls } = serve();
    await show();
    expect(calls[0]?.url).toBe(`/api/admin/calendar?from=${FROM}&days=60`);
    expect(cell('Galata loft, March 1: €80, minimum 3 nights, 20% off €100')).toBeTruthy();
    expect(cell('Galata loft, March 2: €100, closed')).toBeTruthy();
    expect(
      cell('Galata loft, March 11: €100, Zeynep Kaya, confirmed, reservation KNK-2603-AAAA'),
    ).toBeTruthy();
    const bar = screen.getByRole('link', {
      name: 'Reservation KNK-2603-AAAA: Zeynep Kaya, confirmed, March 10 – March 13',
    });
    expect(bar.getAttribute('href')).toBe(`/en/admin/reservations/${RESERVATION}`);
    // A stay that began before the window: its bar starts on the first day, cut, over the nights it has left.
    const clipped = screen.getByRole('link', { name: /^Reservation KNK-2602-BBBB: Ali Demir, pending/ });
    expect(clipped.closest('td')?.getAttribute('data-cell')).toBe('1:0');
    expect(clipped.textContent).toBe('… Ali Demir · pending');
    expect(clipped.style.width).toBe('34px');
    expect(screen.getAllByRole('columnheader')).toHaveLength(61);
    expect(screen.getByTestId('calendar-window').textContent).toBe('March 1, 2031 – April 29, 2031');
  });

  it('moves its one tab stop with the arrows, Home/End and PageUp/PageDown, onto the bars and the checkboxes', async () => {
    serve();
    await show();
    const first = cell(/^Galata loft, March 1:/);
    expect(first.tabIndex).toBe(0);
    first.focus();
    key(first, 'ArrowRight');
    expect(document.activeElement).toBe(cell(/^Galata loft, March 2:/));
    expect(cell(/^Galata loft, March 2:/).tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
    key(document.activeElement as Element, 'ArrowDown');
    expect(document.activeElement).toBe(cell(/^Moda house, March 2:/));
    key(document.activeElement as Element, 'End');
    expect(document.activeElement).toBe(cell(/^Moda house, April 29:/));
    key(document.activeElement as Element, 'PageUp');
    expect(document.activeElement).toBe(cell(/^Moda house, April 22:/));
    key(document.activeElement as Element, 'Home');
    key(document.activeElement as Element, 'PageDown');
    expect(document.activeElement).toBe(cell(/^Moda house, March 8:/));
    key(document.activeElement as Element, 'ArrowUp');
    // March 10 starts Zeynep's bar: the link is that day's tab stop.
    key(document.activeElement as Element, 'ArrowRight');
    key(document.activeElement as Element, 'ArrowRight');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Reservation KNK-2603-AAAA/ }));
    key(document.activeElement as Element, 'Home');
    key(document.activeElement as Element, 'ArrowLeft');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Change #7 Galata loft too' }));
  });

  it('selects a range with Enter, sends one price change with its Idempotency-Key once, and reloads the days', async () => {
    const { posts, calls } = serve({ status: 200, body: { updated: 3, apartments: 1, from: '', to: '' } });
    await show();
    const start = cell(/^Galata loft, March 3:/);
    start.focus();
    key(start, 'Enter');
    expect(within(screen.getByTestId('calendar-selection')).getByRole('status').textContent).toBe(
      'From Mon, Mar 3 at Galata loft: now choose the last day.',
    );
    key(start, 'ArrowRight');
    key(document.activeElement as Element, 'ArrowRight');
    key(document.activeElement as Element, 'Enter');
    expect(cell(/^Galata loft, March 4:/).getAttribute('aria-selected')).toBe('true');
    expect(cell(/^Moda house, March 4:/).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByTestId('calendar-selection');
    expect(within(panel).getByRole('status').textContent).toBe(
      '1 apartment, Mon, Mar 3 – Wed, Mar 5 (3 days)',
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Set price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set price' });
    fireEvent.change(within(dialog).getByLabelText('Price per night (€)'), { target: { value: '120' } });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    fireEvent.click(apply);
    fireEvent.click(apply);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    const [post] = posts();
    expect(post?.url).toBe('/api/admin/calendar/changes');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      apartmentIds: [LOFT],
      from: '2031-03-03',
      to: '2031-03-05',
      change: { kind: 'price', price: 120 },
    });
    expect((post?.init.headers as Record<string, string> | undefined)?.['Idempotency-Key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    await vi.waitFor(() => expect(calls.filter((call) => call.init.method !== 'POST')).toHaveLength(2));
    expect(cell(/^Galata loft, March 4:/).getAttribute('aria-selected')).toBe('false');
  });

  it('takes a second apartment by its checkbox and a range by two clicks, and Escape drops it', async () => {
    const { posts } = serve({ status: 200, body: { updated: 4, apartments: 2, from: '', to: '' } });
    await show();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Change #9 Moda house too' }));
    fireEvent.pointerDown(cell(/^Galata loft, March 20:/), { button: 0 });
    fireEvent.pointerDown(cell(/^Galata loft, March 21:/), { button: 0 });
    expect(cell(/^Moda house, March 21:/).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Set minimum stay' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Minimum nights'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]?.init.body))).toMatchObject({
      apartmentIds: [LOFT, HOUSE],
      from: '2031-03-20',
      to: '2031-03-21',
      change: { kind: 'minStay', nights: 4 },
    });

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const day = cell(/^Moda house, March 5:/);
    fireEvent.pointerDown(day, { button: 0 });
    key(day, 'Escape');
    expect(screen.getByTestId('calendar-selection').textContent).toBe('No days selected.');
  });

  it('selects by dragging across days and rows, and by Space on a booking bar, whose Enter is left to the link', async () => {
    serve();
    await show();
    const start = cell(/^Galata loft, March 20:/);
    fireEvent.pointerDown(start, { button: 0 });
    fireEvent.pointerOver(cell(/^Moda house, March 22:/));
    fireEvent.pointerUp(cell(/^Moda house, March 22:/));
    const status = within(screen.getByTestId('calendar-selection')).getByRole('status');
    expect(status.textContent).toBe('2 apartments, Thu, Mar 20 – Sat, Mar 22 (3 days)');

    const bar = screen.getByRole('link', { name: /^Reservation KNK-2603-AAAA/ });
    bar.focus();
    expect(fireEvent.keyDown(bar, { key: 'Enter' })).toBe(true);
    expect(status.textContent).toBe('2 apartments, Thu, Mar 20 – Sat, Mar 22 (3 days)');
    fireEvent.keyDown(bar, { key: ' ' });
    expect(status.textContent).toBe('From Mon, Mar 10 at Galata loft: now choose the last day.');
  });

  it("shows the server's refusals: the booked nights' reservations, days in the past and field errors", async () => {
    serve(
      {
        status: 409,
        body: {
          message: 'KNK-2603-AAAA (Zeynep Kaya) holds these nights.',
          code: 'calendar_nights_booked',
          reservationNumbers: ['KNK-2603-AAAA', 'KNK-2603-BBBB'],
        },
      },
      {
        status: 422,
        body: { message: 'Days before today (27 Nov) cannot be changed.', code: 'calendar_days_in_past' },
      },
      {
        status: 400,
        body: { message: 'Invalid input', errors: [{ field: 'change.percent', message: 'At most 99.' }] },
      },
    );
    await show();
    fireEvent.pointerDown(cell(/^Galata loft, March 10:/), { button: 0 });
    fireEvent.pointerDown(cell(/^Galata loft, March 12:/), { button: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Close days' }));
    let dialog = await screen.findByRole('dialog', { name: 'Close days' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const refusal = await within(dialog).findByTestId('calendar-change-error');
    expect(refusal.textContent).toContain('KNK-2603-AAAA (Zeynep Kaya) holds these nights.');
    expect(refusal.textContent).toContain('Reservations on these nights: KNK-2603-AAAA, KNK-2603-BBBB');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('calendar-change-error').textContent).toBe(
        'Days before today (27 Nov) cannot be changed.',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Set discount' }));
    dialog = await screen.findByRole('dialog', { name: 'Set discount' });
    const percent = within(dialog).getByLabelText(/^Discount/);
    fireEvent.change(percent, { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await within(dialog).findByText('At most 99.');
    expect(percent.getAttribute('aria-invalid')).toBe('true');
  });

  it('lets staff read and move through the calendar but select and change nothing', async () => {
    const { posts } = serve();
    const grid = await show(true);
    expect(grid.getAttribute('aria-readonly')).toBe('true');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('calendar-selection')).toBeNull();
    const day = cell(/^Galata loft, March 1:/);
    day.focus();
    key(day, 'Enter');
    fireEvent.pointerDown(cell(/^Galata loft, March 4:/), { button: 0 });
    expect(cell(/^Galata loft, March 1:/).getAttribute('aria-selected')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set price' })).toBeNull();
    expect(screen.getByText(/only an admin can change prices/)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });
});
