import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { member } from '../../components/favorite-heart/favorite-test-support';
import { freezeDateAtNow, renderReservationPage } from './render-reservation-page';
import type { ReservationListing } from './reservation-listing';
import { type Answer, type ApiCall, apartment, tour } from './reservation-test-fixtures';

const CREATE = 'POST /reservations/create';

const renderPage = (
  routes: Record<string, Answer | ((call: ApiCall) => Answer)>,
  {
    listing = apartment as ReservationListing,
    query = '?checkIn=2026-06-10&checkOut=2026-06-13&adults=2',
  } = {},
) => renderReservationPage(listing, { query, routes });

/** The member's profile filled the contact details; the terms are accepted. */
async function readyToBook() {
  await waitFor(() =>
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(member.name),
  );
  fireEvent.click(screen.getByTestId('accept-terms'));
}

const book = () => fireEvent.click(screen.getByTestId('reservation-submit'));
/** Books the default stay while the server refuses the reservation with `status` and `body`. */
async function bookRefused(status: number, body: unknown) {
  const calls = renderPage({ [CREATE]: { status, body } });
  await readyToBook();
  book();
  return calls;
}

const creates = (calls: ApiCall[]) => calls.filter((call) => `${call.method} ${call.path}` === CREATE);

function created(overrides: Record<string, unknown> = {}) {
  return {
    status: 201,
    body: {
      id: 'a3f0c1d2-0000-4000-8000-000000000001',
      reservationNumber: 'KNK-2606-7Q4M',
      type: 'apartment',
      checkIn: '2026-06-10',
      checkOut: '2026-06-13',
      totalPrice: 300,
      // The contact as the server stores it: the member's own.
      email: member.email,
      phone: '+90 5321234567',
      paymentMethod: 'bank_transfer',
      paymentDeadline: '2026-06-02T09:00:00.000Z',
      whatsappUrl: 'https://wa.me/905320000000?text=KNK-2606-7Q4M',
      ...overrides,
    },
  };
}

beforeEach(freezeDateAtNow);

describe('booking', () => {
  it('sends the form with an Idempotency-Key, disabled while sending, then shows the success modal', async () => {
    let release: (answer: Answer) => void = () => {};
    const answer = new Promise<{ status?: number; body?: unknown }>((resolve) => {
      release = resolve as (answer: Answer) => void;
    });
    const calls = renderPage({ [CREATE]: () => answer });
    await readyToBook();
    fireEvent.click(screen.getByTestId('refundable-option'));
    fireEvent.click(screen.getByRole('radio', { name: 'Pay at the door' }));
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: '  Late arrival ' } });
    book();

    await waitFor(() => expect(creates(calls)).toHaveLength(1));
    const [call] = creates(calls);
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).toEqual({
      type: 'apartment',
      apartmentId: apartment.id,
      name: member.name,
      email: member.email,
      phone: member.phone,
      checkIn: '2026-06-10',
      checkOut: '2026-06-13',
      adults: 2,
      children: 0,
      childrenAgeGroups: { above7: 0, between2And7: 0, under2: 0 },
      message: 'Late arrival',
      country: 'TR',
      isRefundable: true,
      paymentMethod: 'pay_at_door',
      acceptTerms: true,
    });
    const form = screen.getByTestId('reservation-form');
    expect(form.querySelector('fieldset')?.disabled).toBe(true);
    expect(screen.getByTestId('reservation-submit').textContent).toBe('Booking…');

    release(created({ paymentMethod: 'pay_at_door', paymentDeadline: null }));
    const props = JSON.parse(
      (await screen.findByTestId('success-props', {}, { timeout: 5000 })).textContent ?? '',
    );
    expect(props).toEqual({
      reservationNumber: 'KNK-2606-7Q4M',
      whatsappUrl: 'https://wa.me/905320000000?text=KNK-2606-7Q4M',
      paymentMethod: 'pay_at_door',
      paymentDeadline: null,
      departure: null,
    });
    const confirmation = screen.getByTestId('booking-confirmation');
    expect(within(confirmation).getByTestId('confirmation-number').textContent).toBe('KNK-2606-7Q4M');
    expect(within(confirmation).getByTestId('confirmation-notices').textContent).toBe(
      'We are sending the details to ayse@example.com and a text message to +90 532 123 45 67.',
    );
    // The success modal hides the page from assistive technology meanwhile, hence the test id.
    const reservations = within(confirmation).getByTestId('confirmation-reservations');
    expect(reservations.textContent).toBe('See my reservations');
    expect(reservations.getAttribute('href')).toBe('/en/reservations');
    expect(screen.queryByTestId('reservation-form')).toBeNull();
  });

  it('reuses the form session’s key when the guest retries after a lost answer', async () => {
    let attempt = 0;
    const calls = renderPage({
      [CREATE]: () => {
        attempt += 1;
        return attempt === 1 ? 'offline' : created();
      },
    });
    await readyToBook();
    book();
    expect((await screen.findByTestId('reservation-refusal')).textContent).toBe(
      'Could not reach the server. Please check your internet connection.',
    );
    book();
    await screen.findByTestId('booking-confirmation');
    const [first, second] = creates(calls);
    expect(first?.headers['Idempotency-Key']).toBeTruthy();
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('shows the server’s 409 at the dates and reloads the calendar', async () => {
    const calls = await bookRefused(409, {
      message: 'The dates you chose are no longer available.',
      code: 'dates_taken',
    });
    expect((await screen.findByTestId('reservation-refusal')).textContent).toBe(
      'The dates you chose are no longer available.',
    );
    expect(screen.getByTestId('reservation-dates-message').textContent).toBe(
      'The dates you chose are no longer available.',
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/pricing-calendar/range')).toHaveLength(2),
    );
  });

  it('puts the server’s field errors on their fields until they are changed', async () => {
    await bookRefused(422, {
      message: 'This apartment needs at least 3 nights from 10 Jun.',
      code: 'min_stay_not_met',
      errors: [
        { field: 'checkOut', message: 'This apartment needs at least 3 nights from 10 Jun.' },
        { field: 'email', message: 'This e-mail address is not accepted.' },
      ],
    });
    expect((await screen.findByTestId('reservation-email-message')).textContent).toBe(
      'This e-mail address is not accepted.',
    );
    expect(screen.getByTestId('reservation-dates-message').textContent).toBe(
      'This apartment needs at least 3 nights from 10 Jun.',
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'other@example.com' } });
    expect(screen.queryByTestId('reservation-email-message')).toBeNull();
    expect(screen.queryByTestId('reservation-refusal')).toBeNull();
  });

  it('books a tour for its date and start time with the per-person price', async () => {
    const calls = renderPage(
      { [CREATE]: created({ type: 'tour', checkOut: '2026-06-11', startTime: '14:30', totalPrice: 90 }) },
      { listing: tour, query: '?checkIn=2026-06-10&startTime=14:30&adults=2&children=1&under2=1' },
    );
    await readyToBook();
    expect(screen.getByTestId('price-total').textContent).toBe('€90');
    book();
    await screen.findByTestId('booking-confirmation');
    expect(creates(calls)[0]?.body).toMatchObject({
      type: 'tour',
      tourId: tour.id,
      checkIn: '2026-06-10',
      startTime: '14:30',
      children: 1,
      childrenAgeGroups: { above7: 0, between2And7: 0, under2: 1 },
    });
    expect(creates(calls)[0]?.body).not.toHaveProperty('checkOut');
  });
});
