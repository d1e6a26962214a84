import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { ReportsPage } from './reports-page';

const APARTMENT = '11111111-1111-4111-8111-111111111111';
const figures = (overrides: object = {}) => ({
  nightsSold: 0,
  availableNights: 31,
  occupancy: 0,
  averageDailyRate: null,
  revenue: 0,
  guaranteeFeesKept: 0,
  refunds: 0,
  cancellations: 0,
  reservations: 0,
  people: 0,
  ...overrides,
});
const october = figures({
  nightsSold: 3,
  occupancy: 3 / 31,
  averageDailyRate: 120,
  revenue: 360,
  reservations: 1,
});
const report = {
  from: '2031-10',
  to: '2031-11',
  months: [
    { month: '2031-10', figures: october },
    { month: '2031-11', figures: figures({ availableNights: 30 }) },
  ],
  listings: [{ id: APARTMENT, type: 'apartment', name: 'Işıklı Ev' }],
  byListing: [{ listingId: APARTMENT, figures: october }],
  total: figures({
    nightsSold: 3,
    availableNights: 61,
    occupancy: 3 / 61,
    averageDailyRate: 120,
    revenue: 360,
  }),
};

function answer(url: string) {
  if (url.startsWith('/api/admin/reports.csv')) {
    return Promise.resolve(
      new Response('\uFEFFAy;Daire\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="konak-report-2031-10-2031-11.csv"',
        },
      }),
    );
  }
  return responseOf({ body: report });
}

beforeEach(() => {
  vi.unstubAllGlobals();
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe('the reports page', () => {
  it("shows the address's months as a table, a chart with a summary and the CSV as a link", async () => {
    const fetch = vi.fn(async (url: string) => answer(url));
    vi.stubGlobal('fetch', fetch);
    renderApp(<ReportsPage />, {
      url: `/en/admin/reports?from=2031-10&to=2031-11&listing=apartment:${APARTMENT}`,
      namespaces: ['common', 'admin', 'admin-reports'],
    });
    const table = await screen.findByRole('table');
    const octoberRow = within(table).getByRole('row', { name: /October 2031/ });
    expect(
      within(octoberRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '10%', '€120', '€360', '€0', '€0', '0', '1', '0']);
    expect(within(table).getByRole('row', { name: /November 2031/ }).textContent).toContain('–');
    expect(screen.getByRole('region', { name: 'October 2031 – November 2031, Işıklı Ev' })).toBeTruthy();
    expect(screen.getByRole('img').textContent).toContain('Revenue and occupancy from');
    const link = await screen.findByRole('link', { name: 'Download CSV (Excel)' });
    expect(link.getAttribute('href')).toBe('blob:report');
    expect(link.getAttribute('download')).toBe('konak-report-2031-10-2031-11.csv');
    const urls = fetch.mock.calls.map((call) => call[0]);
    expect(urls).toContain(`/api/admin/reports?from=2031-10&to=2031-11&apartmentId=${APARTMENT}`);
    expect(urls).toContain(`/api/admin/reports.csv?from=2031-10&to=2031-11&apartmentId=${APARTMENT}`);
    // The chart's last 12 months, for the same apartment.
    expect(
      urls.some((url) => /^\/api\/admin\/reports\?from=\d{4}-\d{2}&to=\d{4}-\d{2}&apartmentId=/.test(url)),
    ).toBe(true);
  });

  it('names a reversed range on its field and asks the server nothing', async () => {
    const fetch = vi.fn(async (url: string) => answer(url));
    vi.stubGlobal('fetch', fetch);
    renderApp(<ReportsPage />, {
      url: '/admin/reports?from=2031-11&to=2031-10',
      namespaces: ['common', 'admin', 'admin-reports'],
    });
    expect(await screen.findByText('Son ay ilk aydan önce olamaz.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Bitiş ayı'), { target: { value: '2031-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/reports?from=2031-11&to=2031-12'),
    );
    await screen.findByTestId('report-table');
  });

  it("adds each listing's figures over the range when no listing is chosen", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => answer(url)),
    );
    renderApp(<ReportsPage />, {
      url: '/en/admin/reports?from=2031-10&to=2031-11',
      namespaces: ['common', 'admin', 'admin-reports'],
    });
    const table = await screen.findByRole('table', { name: 'October 2031 – November 2031, each listing' });
    const row = within(table).getByRole('row', { name: /Işıklı Ev/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '10%', '€120', '€360', '€0', '€0', '0', '1', '0']);
    expect(screen.getByRole('heading', { name: 'Figures by apartment and tour' })).toBeTruthy();
  });
});
