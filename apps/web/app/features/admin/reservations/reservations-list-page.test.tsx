import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apartmentSummary, catalogueTour } from '../../../../test/catalogue-fixtures';
import { renderApp } from '../../../../test/render-app';
import { listItem, RESERVATION_ID, stubAdminApi } from './admin-reservations-test-support';
import { ReservationsListPage } from './reservations-list-page';

const page = (items: ReturnType<typeof listItem>[], total = items.length) => ({
  body: { items, total, page: 1, pageSize: 20 },
});

const render = (url = '/en/admin/reservations') =>
  renderApp(<ReservationsListPage />, { url, namespaces: ['common', 'admin', 'admin-reservations'] });

describe('/admin/reservations', () => {
  it('lists reservations as a table and as phone cards, each linking to its page', async () => {
    const calls = stubAdminApi({
      'GET /admin/reservations?page=1': page([
        listItem(),
        listItem({
          id: 'a3f0c1d2-0000-4000-8000-0000000000ab',
          reservationNumber: 'KNK-2606-BBBB',
          type: 'tour',
          listing: { id: '0b7e3c52-1f4a-4d8e-b6c9-2a5d8e1f3c47', number: 3, title: 'Bosphorus cruise' },
          startTime: '18:00',
          status: 'confirmed',
          paymentStatus: 'paid',
          paymentMethod: 'pay_at_door',
          checkedInAt: '2026-07-10T12:00:00.000Z',
        }),
      ]),
    });
    render();
    const table = await screen.findByTestId('reservation-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/en/admin/reservations/${RESERVATION_ID}`);
    expect(rows[1]?.textContent).toContain('Pending');
    expect(rows[1]?.textContent).toContain('Not paid');
    expect(rows[1]?.textContent).toContain('Bank transfer');
    expect(rows[2]?.textContent).toContain('Checked in');
    const cards = screen.getByTestId('reservation-cards');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByRole('link', { name: 'Open reservation KNK-2606-BBBB' })).toBeTruthy();
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/admin/'))).toEqual([
      '/admin/reservations?page=1',
    ]);
  });

  it('folds the filters beyond the search on a phone, unless some are applied', async () => {
    stubAdminApi({
      'GET /admin/reservations?page=1': page([listItem()]),
      'GET /admin/reservations?status=pending&paymentMethod=pay_at_door&page=1': page([listItem()]),
    });
    const { unmount } = render();
    const folded = await screen.findByRole('button', { name: 'More filters' });
    expect(folded.getAttribute('aria-expanded')).toBe('false');
    const more = document.getElementById(folded.getAttribute('aria-controls') ?? '');
    expect(more?.className).toMatch(/(^| )hidden /);
    expect(more?.className).toContain('sm:contents');
    expect(within(more as HTMLElement).getByLabelText('Status')).toBeTruthy();
    fireEvent.click(folded);
    expect(folded.getAttribute('aria-expanded')).toBe('true');
    expect(more?.className).not.toMatch(/(^| )hidden /);
    unmount();

    render('/en/admin/reservations?status=pending&paymentMethod=pay_at_door');
    const unfolded = await screen.findByRole('button', { name: 'More filters (2 applied)' });
    expect(unfolded.getAttribute('aria-expanded')).toBe('true');
  });

  it('searches and filters through the address, and pages', async () => {
    const calls = stubAdminApi({
      'GET /admin/reservations?page=1': page([listItem()], 45),
      'GET /admin/reservations?q=ay%C5%9Fe&status=pending&sort=check_in&page=1': page([listItem()], 45),
      'GET /admin/reservations?q=ay%C5%9Fe&status=pending&sort=check_in&page=2': page([listItem()], 45),
    });
    render();
    await screen.findByTestId('reservation-table');
    const form = screen.getByTestId('reservation-filters');
    fireEvent.change(within(form).getByLabelText(/Search/), { target: { value: ' ayşe ' } });
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'pending' } });
    fireEvent.change(within(form).getByLabelText('Order'), { target: { value: 'check_in' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/en/admin/reservations?q=ay%C5%9Fe&status=pending&sort=check_in',
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls.at(-1)?.path).toContain('page=2'));
    expect(screen.getByTestId('location').textContent).toContain('page=2');
  });

  it('filters by one apartment or tour of the catalogue, named by number and title', async () => {
    const apartment = '5b1e8a4e-8f5e-4c1a-9a53-0d6f4c2b1a01';
    const calls = stubAdminApi({
      'GET /admin/reservations?page=1': page([listItem()]),
      [`GET /admin/reservations?apartmentId=${apartment}&sort=newest&page=1`]: page([listItem()]),
      'GET /apartments?page=1&pageSize=100': {
        body: {
          items: [apartmentSummary({ id: apartment, apartmentNumber: 7, title: 'Galata loft' })],
          total: 1,
          page: 1,
          pageSize: 100,
        },
      },
      'GET /tours': { body: { items: [catalogueTour({ title: 'Old city walk' })], total: 1 } },
    });
    render();
    // The form is drawn anew when the address changes: each step finds it again.
    const filters = () => screen.getByTestId('reservation-filters');
    const apartments = () => within(filters()).getByLabelText('Apartment') as HTMLSelectElement;
    // The catalogue's answer is checked by its schema, which loads beside the call (decision 063).
    await waitFor(() => expect(apartments().textContent).toContain('#7 Galata loft'));
    expect(within(filters()).getByLabelText('Tour').textContent).toContain('Old city walk');
    fireEvent.change(apartments(), { target: { value: apartment } });
    fireEvent.submit(filters());
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(`/admin/reservations?apartmentId=${apartment}&sort=newest&page=1`),
    );
    // Applied, the choice shows under its title.
    expect(apartments().selectedOptions[0]?.textContent).toBe('#7 Galata loft');
  });

  it('says when nothing matches, and shows a failure with a way to try again', async () => {
    let fail = true;
    stubAdminApi({
      'GET /admin/reservations?page=1': () =>
        fail ? { status: 500, body: { message: 'Something broke.' } } : page([]),
    });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('Something broke.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No reservation matches these filters.')).toBeTruthy();
  });

  it('is in Turkish on a Turkish page', async () => {
    stubAdminApi({ 'GET /admin/reservations?page=1': page([listItem()]) });
    renderApp(<ReservationsListPage />, {
      url: '/admin/reservations',
      namespaces: ['common', 'admin', 'admin-reservations'],
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Rezervasyonlar');
    expect((await screen.findByTestId('reservation-table')).textContent).toContain('Ödenmedi');
  });
});
