import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apartmentSummary, catalogueTour } from '../../../../../test/catalogue-fixtures';
import { renderApp } from '../../../../../test/render-app';
import { type Call, stubAdminApi } from '../dashboard-test-support';
import { NewReservationPage } from './new-reservation-page';

const APARTMENT = '5b1e8a4e-8f5e-4c1a-9a53-0d6f4c2b1a01';
const TOUR = '7c2f9b5f-9a6f-4d2b-8b64-1e7a5d3c2b03';
const BOOKED = 'a3f0c1d2-0000-4000-8000-0000000000b1';

const listings = {
  'GET /apartments?page=1&pageSize=100': {
    body: { items: [apartmentSummary({ id: APARTMENT })], total: 1, page: 1, pageSize: 100 },
  },
  'GET /tours': { body: { items: [catalogueTour({ id: TOUR })], total: 1 } },
};
const quote = { totalAmount: 200, originalTotalAmount: 200, stayAmount: 200, guaranteeFeeAmount: 0 };
const booked = {
  id: BOOKED,
  reservationNumber: 'KNK-2611-PHON',
  status: 'pending',
  paymentStatus: 'pending',
  totalAmount: 200,
  accountAwaitsPassword: true,
};

const render = () =>
  renderApp(<NewReservationPage />, {
    url: '/en/admin/reservations/new',
    namespaces: ['admin', 'admin-dashboard'],
  });

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillNewGuestStay() {
  fill("Guest's e-mail", 'New.Guest@Example.com');
  fireEvent.click(screen.getByTestId('phone-look-up'));
  await screen.findByText('New guest: an account will be made and a set-password e-mail sent.');
  fill('Full name', 'Elif Şahin');
  fill('Phone', '+90 533 765 43 21');
  fill('Apartment to book', APARTMENT);
  fill('Check-in date', '2026-12-01');
  fill('Check-out date', '2026-12-03');
  fireEvent.click(screen.getByLabelText('Pay at the door'));
}

beforeEach(() => localStorage.clear());

describe('a booking taken by phone (/admin/reservations/new)', () => {
  it('looks the guest up, shows the price before saving, books once and opens the reservation', async () => {
    const calls = stubAdminApi({
      ...listings,
      'GET /admin/reservations/guest?email=New.Guest%40Example.com': { body: { member: null } },
      'POST /admin/reservations/quote': { body: quote },
      'POST /admin/reservations': { status: 201, body: booked },
    });
    render();
    await screen.findByTestId('phone-booking-form');
    expect((screen.getByTestId('phone-save') as HTMLButtonElement).disabled).toBe(true);
    await fillNewGuestStay();
    fireEvent.click(screen.getByTestId('phone-show-price'));
    await waitFor(() => expect(screen.getByTestId('phone-price').textContent).toBe('Total €200'));
    const save = screen.getByTestId('phone-save') as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/en/admin/reservations/${BOOKED}`),
    );
    const posts = calls.filter((call) => call.method === 'POST' && call.path === '/admin/reservations');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]?.body).toEqual({
      type: 'apartment',
      apartmentId: APARTMENT,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      adults: 2,
      children: 0,
      email: 'New.Guest@Example.com',
      name: 'Elif Şahin',
      phone: '+90 533 765 43 21',
      language: 'en',
      isRefundable: false,
      paymentMethod: 'pay_at_door',
    });
  });

  it("fills an existing member's details from the lookup", async () => {
    stubAdminApi({
      ...listings,
      'GET /admin/reservations/guest?email=can%40example.com': {
        body: {
          member: {
            id: 'b1e8a4e5-8f5e-4c1a-9a53-0d6f4c2b1a09',
            name: 'Can Öztürk',
            email: 'can@example.com',
            phone: '+90 5321112233',
            preferredLanguage: 'tr',
          },
        },
      },
    });
    render();
    await screen.findByTestId('phone-booking-form');
    fill("Guest's e-mail", 'can@example.com');
    fireEvent.click(screen.getByTestId('phone-look-up'));
    expect((await screen.findByTestId('phone-guest-status')).textContent).toBe('Existing member: Can Öztürk');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Can Öztürk');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+90 5321112233');
    expect((screen.getByLabelText("Guest's language") as HTMLSelectElement).value).toBe('tr');
  });

  it("shows the server's refusal next to the field, and a retry of the same booking reuses its key", async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { message: 'The dates you chose are no longer available.', code: 'dates_taken' },
    };
    const calls = stubAdminApi({
      ...listings,
      'GET /admin/reservations/guest?email=New.Guest%40Example.com': { body: { member: null } },
      'POST /admin/reservations/quote': { body: quote },
      'POST /admin/reservations': () => answer,
    });
    render();
    await screen.findByTestId('phone-booking-form');
    await fillNewGuestStay();
    fireEvent.click(screen.getByTestId('phone-show-price'));
    await waitFor(() => expect(screen.getByTestId('phone-price').textContent).toBe('Total €200'));
    fireEvent.click(screen.getByTestId('phone-save'));
    expect((await screen.findByTestId('phone-booking-error')).textContent).toBe(
      'The dates you chose are no longer available.',
    );
    expect(screen.getByLabelText('Check-in date').getAttribute('aria-invalid')).toBe('true');
    answer = { status: 201, body: booked };
    fireEvent.click(screen.getByTestId('phone-save'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/en/admin/reservations/${BOOKED}`),
    );
    const keys = calls
      .filter((call: Call) => call.method === 'POST' && call.path === '/admin/reservations')
      .map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
