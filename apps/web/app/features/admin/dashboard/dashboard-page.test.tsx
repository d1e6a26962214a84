import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { SessionProvider } from '../../../session/session-provider';
import { detail } from '../reservations/admin-reservations-test-support';
import { useOperatorOrNull } from '../shell/use-operator';
import { DashboardPage } from './dashboard-page';
import { dashboardAnswer, dashboardRow, signInStaff, stubAdminApi } from './dashboard-test-support';

/** As the /admin layout: the page once the operator's sign-in is confirmed. */
function AsLayout() {
  return useOperatorOrNull() ? <DashboardPage /> : null;
}

const render = () =>
  renderApp(
    <SessionProvider>
      <AsLayout />
    </SessionProvider>,
    { url: '/en/admin', namespaces: ['admin', 'admin-dashboard'] },
  );

beforeEach(signInStaff);

describe('the back-office dashboard (/admin)', () => {
  it("lists today's and tomorrow's stays with their check-in state, each row opening its reservation", async () => {
    const arriving = dashboardRow({ guestName: 'Mehmet Demir', checkedInAt: '2026-11-27T12:10:00.000Z' });
    const staying = dashboardRow({ guestName: 'Elif Şahin', checkIn: '2026-11-25' });
    const leaving = dashboardRow({ guestName: 'Can Öztürk', checkIn: '2026-11-25', checkOut: '2026-11-28' });
    stubAdminApi({
      'GET /admin/dashboard': {
        body: dashboardAnswer({
          days: [
            { date: '2026-11-27', arrivals: [arriving], departures: [], inHouse: [staying, leaving] },
            { date: '2026-11-28', arrivals: [], departures: [leaving], inHouse: [arriving, staying] },
          ],
        }),
      },
    });
    render();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Deniz Resepsiyon');
    const today = await screen.findByTestId('dashboard-today');
    expect(within(today).getByRole('heading', { level: 2 }).textContent).toBe('Today, Fri, Nov 27');
    const arrivals = within(today).getByTestId('today-arrivals');
    const link = within(arrivals).getByRole('link', {
      name: new RegExp(`^Open reservation ${arriving.reservationNumber}: Mehmet Demir`),
    });
    expect(link.getAttribute('href')).toBe(`/en/admin/reservations/${arriving.id}`);
    expect(link.textContent).toContain('Mehmet Demir');
    expect(link.textContent).toContain('Checked in');
    expect(within(today).getByTestId('today-in-house').textContent).toContain('Not checked in');
    expect(within(today).getByTestId('today-departures').textContent).toContain('None');
    const tomorrow = screen.getByTestId('dashboard-tomorrow');
    expect(within(tomorrow).getByTestId('tomorrow-departures').textContent).toContain('Not checked out');
  });

  it('shows what waits: pay-at-door approvals and bank transfers with the time left before cancellation', async () => {
    const door = dashboardRow({ status: 'pending', paymentStatus: 'pending' });
    const transfer = {
      ...dashboardRow({ status: 'pending', paymentStatus: 'pending', remainingAmount: 200 }),
      cancelsAt: '2026-11-28T07:30:00.000Z',
      minutesLeft: 22 * 60 + 30,
    };
    const overdue = {
      ...dashboardRow({ status: 'pending' }),
      cancelsAt: '2026-11-27T08:00:00.000Z',
      minutesLeft: 0,
    };
    stubAdminApi({
      'GET /admin/dashboard': {
        body: dashboardAnswer({
          awaitingApproval: [door],
          awaitingApprovalTotal: 1,
          awaitingReceipt: [transfer, overdue],
          awaitingReceiptTotal: 120,
        }),
      },
    });
    render();
    const approvals = await screen.findByTestId('awaiting-approval');
    expect(within(approvals).getByRole('link').getAttribute('href')).toBe(
      `/en/admin/reservations/${door.id}`,
    );
    expect(within(approvals).getByRole('button', { name: `Approve ${door.reservationNumber}` })).toBeTruthy();
    const receipts = screen.getByTestId('awaiting-receipt');
    const [first, second] = within(receipts).getAllByTestId('dashboard-row');
    expect(first?.textContent).toContain('Cancelled automatically in 22 h 30 min');
    expect(first?.textContent).toContain('€200 to pay');
    expect(second?.textContent).toContain('24 hours passed: cancelled at the next check');
    expect(
      within(receipts)
        .getByRole('link', { name: 'Showing the oldest 2 of 120: see them all' })
        .getAttribute('href'),
    ).toBe('/en/admin/reservations?status=pending&paymentMethod=bank_transfer&paymentStatus=pending');
  });

  it('approves a pay-at-door booking on its row: one request for a double click, then says it is approved', async () => {
    const door = dashboardRow({ status: 'pending', paymentStatus: 'pending', guestName: 'Mehmet Demir' });
    const other = dashboardRow({ status: 'pending', paymentStatus: 'pending' });
    let answer: (() => void) | undefined;
    const calls = stubAdminApi({
      'GET /admin/dashboard': {
        body: dashboardAnswer({ awaitingApproval: [door, other], awaitingApprovalTotal: 2 }),
      },
      [`POST /admin/reservations/${door.id}/approve`]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: detail({ id: door.id, status: 'confirmed' }) });
        }),
    });
    render();
    const approve = await screen.findByRole('button', { name: `Approve ${door.reservationNumber}` });
    fireEvent.click(approve);
    fireEvent.click(approve);
    expect(approve.textContent).toContain('Approving…');
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    answer?.();
    const approvals = screen.getByTestId('awaiting-approval');
    expect((await within(approvals).findByTestId('approved-on-dashboard')).textContent).toBe(
      `${door.reservationNumber} approved: the guest gets the confirmation.`,
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // The other booking still waits for its own approval.
    expect(
      within(approvals).getByRole('button', { name: `Approve ${other.reservationNumber}` }),
    ).toBeTruthy();
  });

  it("shows the server's reason when an approval is refused, and the button stays", async () => {
    const door = dashboardRow({ status: 'pending', paymentStatus: 'pending' });
    stubAdminApi({
      'GET /admin/dashboard': {
        body: dashboardAnswer({ awaitingApproval: [door], awaitingApprovalTotal: 1 }),
      },
      [`POST /admin/reservations/${door.id}/approve`]: {
        status: 409,
        body: { message: 'Only a pending pay-at-the-door booking can be approved.' },
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: `Approve ${door.reservationNumber}` }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only a pending pay-at-the-door booking can be approved.',
    );
    expect(screen.getByRole('button', { name: `Approve ${door.reservationNumber}` })).toBeTruthy();
  });

  it('shows tour departures against places, occupancy and revenue against last month', async () => {
    const walker = dashboardRow({
      type: 'tour',
      listingName: 'Old city walk',
      startTime: '10:00',
      people: 3,
    });
    stubAdminApi({
      'GET /admin/dashboard': {
        body: dashboardAnswer({
          tourDepartures: [
            {
              tourId: '7c2f9b5f-9a6f-4d2b-8b64-1e7a5d3c2b03',
              tourName: 'Old city walk',
              date: '2026-11-27',
              startTime: '10:00',
              bookedPeople: 12,
              maxPeople: 12,
              reservations: [walker],
            },
          ],
        }),
      },
    });
    render();
    const departure = await screen.findByTestId('tour-departure');
    expect(departure.textContent).toContain('12 / 12 people · Full');
    expect(within(departure).getByRole('link').getAttribute('href')).toBe(
      `/en/admin/reservations/${walker.id}`,
    );
    expect(screen.getByTestId('occupancy').textContent).toContain('25%');
    expect(screen.getByTestId('occupancy').textContent).toContain('75 of 300 nights booked in 10 apartments');
    const revenue = screen.getByTestId('revenue');
    expect(revenue.textContent).toContain('€12,000');
    expect(revenue.textContent).toContain('Collected: €9,000');
    expect(revenue.textContent).toContain('+20% against last month');
  });

  it('says what went wrong and tries again; links to the booking by phone', async () => {
    let fail = true;
    stubAdminApi({
      'GET /admin/dashboard': () =>
        fail
          ? { status: 403, body: { message: 'You are not allowed to do this.' } }
          : { body: dashboardAnswer() },
    });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('You are not allowed to do this.');
    fail = false;
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    await screen.findByTestId('dashboard-today');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByTestId('new-phone-booking').getAttribute('href')).toBe('/en/admin/reservations/new');
  });
});
