import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { RESERVATION_ID, stubAdminApi } from './admin-reservations-test-support';
import { CardPaymentsSection } from './card-payments-section';

const base = `/admin/reservations/${RESERVATION_ID}`;
const payments = (overrides: object = {}) => ({
  checkouts: [
    {
      id: 'a1f0c1d2-0000-4000-8000-0000000000a1',
      status: 'paid',
      amount: 300,
      paymentId: '24478123',
      testGateway: true,
      errorCode: '10215',
      errorMessage: 'Refund is not permitted for this payment',
      createdAt: '2026-06-01T09:00:00.000Z',
    },
  ],
  refundOutstanding: 300,
  refundJob: {
    status: 'pending',
    attempts: 2,
    lastError: 'CardGatewayError: refused',
    nextAttemptAt: '2026-06-01T10:00:00.000Z',
  },
  ...overrides,
});

const render = (canRefund: boolean) =>
  renderApp(<CardPaymentsSection reservationId={RESERVATION_ID} canRefund={canRefund} />, {
    url: `/en${base}`,
    namespaces: ['common', 'admin', 'admin-reservations'],
  });

describe('card payments in the back office', () => {
  it('shows iyzico’s payment id, the refused refund with its error and lets an admin refund now', async () => {
    const calls = stubAdminApi({
      [`GET ${base}/card-payments`]: { body: payments() },
      [`POST ${base}/card-refund`]: {
        status: 202,
        body: payments({
          refundJob: { status: 'pending', attempts: 2, lastError: null, nextAttemptAt: null },
        }),
      },
    });
    render(true);
    const checkout = await screen.findByTestId('card-checkout');
    expect(checkout.textContent).toContain('iyzico payment 24478123');
    expect(checkout.textContent).toContain('test gateway');
    expect(screen.getByTestId('card-checkout-error').textContent).toContain('10215');
    expect(screen.getByTestId('card-refund-outstanding').textContent).toContain('€300');
    expect(screen.getByTestId('card-refund-job').textContent).toContain('refused');
    fireEvent.click(screen.getByTestId('card-refund-now'));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === `${base}/card-refund`)).toBe(true),
    );
    await waitFor(() => expect(screen.getByTestId('card-refund-job').textContent).not.toContain('refused'));
  });

  it('offers no refund button to staff', async () => {
    stubAdminApi({ [`GET ${base}/card-payments`]: { body: payments() } });
    render(false);
    await screen.findByTestId('card-checkout');
    expect(screen.queryByTestId('card-refund-now')).toBeNull();
  });
});
