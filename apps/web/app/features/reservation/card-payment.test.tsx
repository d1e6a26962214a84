import type { SiteSettings } from '@konak/domain/site/site-settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_SITE } from '../../../test/site-settings';
import { member } from '../../components/favorite-heart/favorite-test-support';
import { freezeDateAtNow, renderReservationPage } from './render-reservation-page';
import { type Answer, type ApiCall, apartment } from './reservation-test-fixtures';

const ID = 'a3f0c1d2-0000-4000-8000-000000000001';
const CARD_SITE: SiteSettings = { ...EXAMPLE_SITE, cardPayments: { enabled: true, testGateway: true } };

const reservation = (overrides: Record<string, unknown> = {}) => ({
  id: ID,
  reservationNumber: 'KNK-2606-7Q4M',
  type: 'apartment',
  status: 'pending',
  paymentStatus: 'pending',
  checkIn: '2026-06-10',
  checkOut: '2026-06-13',
  totalPrice: 300,
  remainingAmount: 300,
  email: member.email,
  phone: '+90 5321234567',
  paymentMethod: 'card',
  paymentDeadline: null,
  whatsappUrl: 'https://wa.me/905320000000?text=KNK-2606-7Q4M',
  ...overrides,
});

const renderPage = (
  routes: Record<string, Answer | ((call: ApiCall) => Answer)>,
  { query = '?checkIn=2026-06-10&checkOut=2026-06-13&adults=2', site = CARD_SITE } = {},
) => renderReservationPage(apartment, { query, routes, site });

const assign = vi.fn();
beforeEach(() => {
  freezeDateAtNow();
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

describe('card payment on the reservation page', () => {
  it('offers card first, says it is a test, and sends a card booking to the gateway’s page in the same tab', async () => {
    const calls = renderPage({
      'POST /reservations/create': { status: 201, body: reservation() },
      [`POST /reservations/${ID}/card-checkout`]: {
        body: {
          paymentPageUrl: 'http://konak.test/test-gateway/pay/tok-1',
          testGateway: true,
          holdUntil: '2026-06-01T09:15:00.000Z',
        },
      },
    });
    expect((await screen.findByTestId('card-test-note')).textContent).toContain('no money moves');
    await waitFor(() =>
      expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(member.name),
    );
    fireEvent.click(screen.getByRole('radio', { name: /Card \(3-D Secure\)/ }));
    fireEvent.click(screen.getByTestId('accept-terms'));
    fireEvent.click(screen.getByTestId('reservation-submit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://konak.test/test-gateway/pay/tok-1'));
    const create = calls.find((call) => call.path === '/reservations/create');
    expect(create?.body).toMatchObject({ paymentMethod: 'card' });
    const checkout = calls.find((call) => call.path.endsWith('/card-checkout'));
    expect(checkout?.body).toEqual({ returnPath: `/en/reservation/apartment/${apartment.id}` });
    expect(screen.getByTestId('card-payment-status').textContent).toContain('secure payment page');
  });

  it('does not offer card payment when the site does not', async () => {
    renderPage({}, { site: EXAMPLE_SITE });
    await screen.findByTestId('payment-choice');
    expect(screen.queryByRole('radio', { name: /Card/ })).toBeNull();
  });

  it('opens the success modal when the guest comes back paid', async () => {
    renderPage(
      {
        [`GET /reservations/${ID}/card-payment`]: {
          body: {
            result: 'paid',
            message: null,
            canRetry: false,
            holdUntil: null,
            reservation: reservation({ status: 'confirmed', paymentStatus: 'paid', remainingAmount: 0 }),
          },
        },
      },
      { query: `?cardPayment=paid&reservation=${ID}` },
    );
    expect((await screen.findByTestId('success-props')).textContent).toContain('"paymentMethod":"card"');
    expect(screen.getByTestId('booking-confirmation')).toBeTruthy();
  });

  it('explains a failed payment and switches to bank transfer without the form again', async () => {
    const calls = renderPage(
      {
        [`GET /reservations/${ID}/card-payment`]: {
          body: {
            result: 'failed',
            message:
              '3-D Secure verification failed: your bank did not confirm the payment. No money was taken.',
            canRetry: true,
            holdUntil: '2026-06-01T09:15:00.000Z',
            reservation: reservation(),
          },
        },
        [`POST /reservations/${ID}/switch-to-bank-transfer`]: {
          body: reservation({ paymentMethod: 'bank_transfer', paymentDeadline: '2026-06-02T09:00:00.000Z' }),
        },
      },
      { query: `?cardPayment=failed&reservation=${ID}&cardError=10217` },
    );
    expect((await screen.findByTestId('card-payment-message')).textContent).toContain(
      '3-D Secure verification failed',
    );
    expect(screen.getByRole('heading', { name: 'The card payment did not go through' })).toBeTruthy();
    expect(screen.queryByTestId('reservation-submit')).toBeNull();
    fireEvent.click(screen.getByTestId('card-switch-to-bank'));
    expect((await screen.findByTestId('success-props')).textContent).toContain(
      '"paymentMethod":"bank_transfer"',
    );
    expect(calls.some((call) => call.path.endsWith('/switch-to-bank-transfer'))).toBe(true);
  });

  it('retries by card from the failure without the form again', async () => {
    const calls = renderPage(
      {
        [`GET /reservations/${ID}/card-payment`]: {
          body: {
            result: 'failed',
            message: 'The card was declined for insufficient funds or limit. No money was taken.',
            canRetry: true,
            holdUntil: '2026-06-01T09:15:00.000Z',
            reservation: reservation(),
          },
        },
        [`POST /reservations/${ID}/card-checkout`]: {
          body: {
            paymentPageUrl: 'http://konak.test/test-gateway/pay/tok-2',
            testGateway: true,
            holdUntil: '2026-06-01T09:15:00.000Z',
          },
        },
      },
      { query: `?cardPayment=failed&reservation=${ID}` },
    );
    fireEvent.click(await screen.findByTestId('card-retry'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://konak.test/test-gateway/pay/tok-2'));
    expect(calls.filter((call) => call.path === '/reservations/create')).toHaveLength(0);
  });
});
