import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reservation } from '../../../../test/reservation-view-fixture';
import { startPage } from '../../../components/favorite-heart/favorite-test-support';
import { toast } from '../../../components/toast/toast';
import { cardOf, lists, page, renderPage } from './reservation-fixture';

// Noon in Istanbul on 1 June 2026.
const NOW = new Date('2026-06-01T09:00:00Z');

const refundable = reservation();
const nonRefundable = reservation({
  id: 'a3f0c1d2-0000-4000-8000-000000000002',
  reservationNumber: 'KNK-2606-BBBB',
  isRefundable: false,
  guaranteeFee: 0,
  totalPrice: 300,
  paidAmount: 0,
  remainingAmount: 300,
  status: 'pending',
  paymentStatus: 'pending',
  paymentDeadline: '2026-06-02T09:00:00.000Z',
  cancellation: { allowed: false, reason: 'non_refundable', freeUntil: null, refundAmount: null },
});
const soon = reservation({
  id: 'a3f0c1d2-0000-4000-8000-000000000003',
  reservationNumber: 'KNK-2606-CCCC',
  checkIn: '2026-06-05',
  checkOut: '2026-06-07',
  nights: 2,
  cancellation: { allowed: false, reason: 'within_7_days', freeUntil: '2026-05-29', refundAmount: null },
});
const cancelledBySystem = reservation({
  id: 'a3f0c1d2-0000-4000-8000-000000000004',
  reservationNumber: 'KNK-2605-DDDD',
  type: 'tour',
  listing: { id: '0b7e3c52-1f4a-4d8e-b6c9-2a5d8e1f3c47', number: 3, title: 'Bosphorus cruise', slug: null },
  checkIn: '2026-05-25',
  checkOut: '2026-05-26',
  startTime: '18:00',
  status: 'cancelled',
  paymentStatus: 'pending',
  paidAmount: 0,
  remainingAmount: 0,
  guaranteeFee: 0,
  isRefundable: false,
  cancelledBy: 'system',
  cancelReason: 'The bank transfer receipt did not arrive within 24 hours',
  cancelledAt: '2026-05-21T10:00:00.000Z',
  cancellation: { allowed: false, reason: 'not_active', freeUntil: null, refundAmount: null },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  startPage({ signedIn: true });
  vi.spyOn(toast, 'success').mockReturnValue('toast');
});

describe('/reservations', () => {
  it('shows upcoming and past stays with their number, dates, status, payment and amounts', async () => {
    renderPage(lists({ upcoming: [refundable, nonRefundable], history: [cancelledBySystem] }));
    const upcoming = await screen.findByTestId('reservations-upcoming');
    expect(within(upcoming).getByRole('heading', { level: 2 }).textContent).toBe('Upcoming (2)');
    expect(screen.queryByTestId('reservations-active')).toBeNull();

    const first = await cardOf('KNK-2606-AAAA');
    expect(within(first).getByRole('link', { name: 'Galata loft' }).getAttribute('href')).toBe(
      '/en/apartment/galata-loft',
    );
    expect(within(first).getByTestId('fact-dates').textContent).toBe(
      'Dates:Fri, Jul 10, 2026 – Mon, Jul 13, 2026',
    );
    expect(within(first).getByTestId('fact-guests').textContent).toBe('Guests:adults 2, children 1');
    expect(within(first).getByTestId('reservation-status').textContent).toBe('Status: Confirmed');
    expect(within(first).getByTestId('fact-payment-status').textContent).toBe('Payment status:Paid');
    expect(within(first).getByTestId('fact-refundable').textContent).toBe('Cancellation:Refundable');
    expect(within(first).getByTestId('amount-total').textContent).toBe('€360');
    expect(within(first).getByTestId('amount-guarantee-fee').textContent).toBe('€60');
    expect(within(first).getByTestId('amount-paid').textContent).toBe('€360');
    expect(within(first).getByTestId('amount-remaining').textContent).toBe('€0');

    const pending = await cardOf('KNK-2606-BBBB');
    expect(within(pending).getByTestId('fact-payment-status').textContent).toBe(
      'Payment status:Awaiting payment',
    );
    expect(within(pending).getByText(/Please send the bank transfer receipt by Jun 2, 2026/)).toBeTruthy();

    const past = await cardOf('KNK-2605-DDDD');
    expect(within(past).getByText('Bosphorus cruise').closest('a')?.getAttribute('href')).toBe(
      `/en/tour/${cancelledBySystem.listing.id}`,
    );
    expect(within(past).getByTestId('fact-dates').textContent).toBe('Tour date:Mon, May 25, 2026 at 18:00');
    expect(within(past).getByTestId('reservation-status').textContent).toBe('Status: Cancelled');
    expect(within(past).getByTestId('cancelled-by').textContent).toContain(
      'Cancelled automatically by the system',
    );
    expect(within(past).getByTestId('cancelled-by').textContent).toContain(
      'Reason: The bank transfer receipt did not arrive within 24 hours',
    );
    expect(within(past).getByTestId('amount-refund').textContent).toBe('€0');
    // Never paid, then cancelled: not "awaiting payment" any more, and nothing owed either way.
    expect(within(past).getByTestId('fact-payment-status').textContent).toBe('Payment status:Nothing to pay');
    expect(within(past).getByTestId('money-outcome').textContent).toBe(
      'Nothing was paid for this reservation: you owe nothing, and there is nothing to refund.',
    );
    expect(within(first).queryByTestId('money-outcome')).toBeNull();
    expect(within(past).queryByTestId('cancel-button')).toBeNull();
    expect(within(past).queryByTestId('cancel-explanation')).toBeNull();
  });

  it('explains why a non-refundable booking and one within 7 days cannot be cancelled', async () => {
    renderPage(lists({ upcoming: [soon, nonRefundable] }));
    const blocked = await cardOf('KNK-2606-BBBB');
    expect(within(blocked).queryByTestId('cancel-button')).toBeNull();
    expect(within(blocked).getByTestId('cancel-explanation').textContent).toBe(
      'This is a non-refundable reservation: it cannot be cancelled.',
    );
    const late = await cardOf('KNK-2606-CCCC');
    expect(within(late).queryByTestId('cancel-button')).toBeNull();
    expect(within(late).getByTestId('cancel-explanation').textContent).toBe(
      'Free cancellation ended on Fri, May 29, 2026: within 7 days of check-in a reservation can no longer be cancelled or changed.',
    );
  });

  it('judges the 7-day rule with the domain rule at the time the member looks', async () => {
    // The server allowed it when the list loaded; a week later (the page left open) it no longer applies.
    vi.setSystemTime(new Date('2026-07-04T09:00:00Z'));
    renderPage(lists({ upcoming: [refundable] }));
    const late = await cardOf('KNK-2606-AAAA');
    expect(within(late).queryByTestId('cancel-button')).toBeNull();
    expect(within(late).getByTestId('cancel-explanation').textContent).toContain(
      'Free cancellation ended on Fri, Jul 3, 2026',
    );
  });

  it('cancels a refundable booking with a reason after confirmation and moves it to the history', async () => {
    const cancelled = reservation({
      status: 'cancelled',
      paymentStatus: 'partially_refunded',
      refundAmount: 300,
      cancelledBy: 'user',
      cancelReason: 'Change of plans',
      cancelledAt: '2026-06-01T09:00:00.000Z',
      cancellation: { allowed: false, reason: 'not_active', freeUntil: '2026-07-03', refundAmount: null },
    });
    const calls = renderPage({
      ...lists({ upcoming: [refundable] }),
      [`PUT /reservations/${refundable.id}/cancel`]: { body: cancelled },
    });
    const upcoming = await cardOf('KNK-2606-AAAA');
    expect(within(upcoming).getByTestId('cancel-terms').textContent).toBe(
      'Free cancellation until Fri, Jul 3, 2026. You would get back €300; the guarantee fee is not refunded.',
    );
    fireEvent.click(within(upcoming).getByTestId('cancel-button'));

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cancel reservation KNK-2606-AAAA?' },
      { timeout: 5000 },
    );
    expect(
      within(dialog).getByText('You will get back €300. The guarantee fee of €60 is not refunded.'),
    ).toBeTruthy();
    const reason = within(dialog).getByLabelText('Reason for cancelling') as HTMLTextAreaElement;
    expect(reason.value).toBe('Customer request');
    fireEvent.change(reason, { target: { value: 'Change of plans' } });
    fireEvent.click(within(dialog).getByTestId('cancel-confirm'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cancel = calls.find((call) => call.method === 'PUT');
    expect(cancel?.body).toEqual({ reason: 'Change of plans' });
    const history = await screen.findByTestId('reservations-history');
    const moved = within(history).getByTestId('reservation-card');
    expect(within(moved).getByTestId('reservation-status').textContent).toBe('Status: Cancelled');
    expect(within(moved).getByTestId('cancelled-by').textContent).toContain('Cancelled by you');
    expect(within(moved).getByTestId('amount-refund').textContent).toBe('€300');
    expect(screen.queryByTestId('reservations-upcoming')).toBeNull();
    const refundText =
      '€300 will be paid back to you within 14 days, the way you paid. The guarantee fee of €60 is not refunded.';
    expect(within(moved).getByTestId('money-outcome').textContent).toBe(refundText);
    expect(toast.success).toHaveBeenCalledWith('Reservation KNK-2606-AAAA has been cancelled.', {
      description: refundText,
    });
  });

  it('shows the server’s refusal in the dialog when it will not cancel', async () => {
    renderPage({
      ...lists({ upcoming: [refundable] }),
      [`PUT /reservations/${refundable.id}/cancel`]: {
        status: 422,
        body: {
          code: 'within_7_days',
          message:
            'This reservation can no longer be cancelled or changed: less than 7 days remain until check-in.',
        },
      },
    });
    fireEvent.click(within(await cardOf('KNK-2606-AAAA')).getByTestId('cancel-button'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.click(within(dialog).getByTestId('cancel-confirm'));
    expect((await within(dialog).findByTestId('cancel-error')).textContent).toBe(
      'Cancellation failed. This reservation can no longer be cancelled or changed: less than 7 days remain until check-in.',
    );
    expect(await cardOf('KNK-2606-AAAA')).toBeTruthy();
  });

  it('shows the empty state when the member has no reservations', async () => {
    renderPage(lists({}));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You have no reservations yet' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search apartments' }).getAttribute('href')).toBe('/en/rentals');
  });

  it('says the list could not be loaded and tries again on request, in the page language', async () => {
    let attempt = 0;
    renderPage(
      {
        ...lists({ upcoming: [refundable] }),
        'GET /reservations/my-active': () => {
          attempt += 1;
          return attempt === 1 ? 'offline' : page([]);
        },
      },
      '/ru/reservations',
    );
    const error = await screen.findByTestId('reservations-error');
    expect(error.textContent).toContain('Не удалось загрузить ваши бронирования.');
    fireEvent.click(within(error).getByRole('button', { name: 'Попробовать снова' }));
    expect(await cardOf('KNK-2606-AAAA')).toBeTruthy();
  });
});
