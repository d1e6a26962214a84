import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import { DeparturesPage } from './departures-page';

const TOUR_ID = '22222222-2222-4222-8222-222222222222';

const answer = {
  items: [
    {
      tourId: TOUR_ID,
      tourName: 'Bosphorus cruise',
      date: '2031-06-03',
      times: [
        { startTime: '10:00', bookedPeople: 12, places: 12 },
        { startTime: '14:30', bookedPeople: 2, places: 12 },
      ],
      bookedPeople: 14,
      places: 24,
      bookings: 5,
      closed: true,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
  from: '2031-06-01',
  to: '2031-06-14',
  tours: [{ id: TOUR_ID, name: 'Bosphorus cruise' }],
};

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('the tour departures list', () => {
  it("loads the address's filters, names the tours in the filter and links each day to its guest list", async () => {
    const fetch = vi.fn(async () => responseOf({ body: answer }));
    vi.stubGlobal('fetch', fetch);
    renderApp(<DeparturesPage />, {
      url: `/en/admin/tours/departures?tourId=${TOUR_ID}&from=2031-06-01`,
      namespaces: ['common', 'admin', 'admin-tours'],
    });
    const link = await screen.findByRole('link', { name: /^Guest list: Bosphorus cruise, / });
    expect(link.getAttribute('href')).toBe(`/en/admin/tours/departures/${TOUR_ID}/2031-06-03`);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      `/api/admin/tours/departures?tourId=${TOUR_ID}&from=2031-06-01&page=1`,
    );
    expect(screen.getByText('14 people booked of 24 places')).toBeTruthy();
    expect(screen.getByText('Closed for new bookings')).toBeTruthy();
    expect(screen.getByText(/10:00, 14:30 · 5 bookings/)).toBeTruthy();

    const tour = (await screen.findByRole('option', { name: 'Bosphorus cruise' })) as HTMLOptionElement;
    expect(tour.selected).toBe(true);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2031-06-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/en/admin/tours/departures?tourId=${TOUR_ID}&from=2031-06-01&to=2031-06-20`,
      ),
    );
  });

  it('shows the range the list covers in the date fields when the address names none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => responseOf({ body: answer })),
    );
    renderApp(<DeparturesPage />, {
      url: '/en/admin/tours/departures',
      namespaces: ['common', 'admin', 'admin-tours'],
    });
    await screen.findByRole('link', { name: /^Guest list: Bosphorus cruise, / });
    await vi.waitFor(() =>
      expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2031-06-01'),
    );
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2031-06-14');
  });
});
