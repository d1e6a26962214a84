import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { SessionProvider } from '../../../session/session-provider';
import { useOperatorOrNull } from '../shell/use-operator';
import { DashboardPage } from './dashboard-page';
import { dashboardAnswer, signInStaff, stubAdminApi } from './dashboard-test-support';

function AsLayout() {
  return useOperatorOrNull() ? <DashboardPage /> : null;
}

beforeEach(signInStaff);

describe('double bookings with other channels on the dashboard', () => {
  it('shows both sides of each conflict, linking to the reservation and to the apartment', async () => {
    stubAdminApi({
      'GET /admin/dashboard': {
        body: dashboardAnswer({
          channelConflicts: [
            {
              apartmentId: '66666666-6666-4666-8666-666666666666',
              apartmentNumber: '7',
              apartmentTitle: 'Moda Loft',
              reservationId: '77777777-7777-4777-8777-777777777777',
              reservationNumber: 'KNK-2611-7Q4M',
              guestName: 'Ayşe Yılmaz',
              status: 'confirmed',
              checkIn: '2026-12-01',
              checkOut: '2026-12-04',
              channel: 'airbnb',
              blockCheckIn: '2026-12-03',
              blockCheckOut: '2026-12-06',
              blockSummary: 'Reserved',
            },
          ],
        }),
      },
    });
    renderApp(
      <SessionProvider>
        <AsLayout />
      </SessionProvider>,
      { url: '/en/admin', namespaces: ['admin', 'admin-dashboard'] },
    );
    const section = await screen.findByTestId('channel-conflicts');
    expect(within(section).getByRole('heading').textContent).toBe('1 double booking with another channel');
    expect(section.textContent).toContain('Apartment 7: Moda Loft');
    expect(section.textContent).toContain('Blocked by Airbnb');
    expect(section.textContent).toContain('Reserved');
    expect(
      within(section).getByRole('link', { name: 'KNK-2611-7Q4M · Ayşe Yılmaz' }).getAttribute('href'),
    ).toBe('/en/admin/reservations/77777777-7777-4777-8777-777777777777');
    expect(
      within(section).getByRole('link', { name: "Open the apartment's calendar sync" }).getAttribute('href'),
    ).toBe('/en/admin/apartments/66666666-6666-4666-8666-666666666666');
  });

  it('shows nothing when there is no conflict', async () => {
    stubAdminApi({ 'GET /admin/dashboard': { body: dashboardAnswer() } });
    renderApp(
      <SessionProvider>
        <AsLayout />
      </SessionProvider>,
      { url: '/en/admin', namespaces: ['admin', 'admin-dashboard'] },
    );
    await screen.findByTestId('occupancy');
    expect(screen.queryByTestId('channel-conflicts')).toBeNull();
  });
});
