import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { deferredAnswer } from '../../../components/favorite-heart/favorite-test-support';
import { detail, OPERATOR, RESERVATION_ID, stubAdminApi } from './admin-reservations-test-support';
import { ReservationDetailPage } from './reservation-detail-page';

const base = `/admin/reservations/${RESERVATION_ID}`;
const render = (url = `/en${base}`) =>
  renderApp(<ReservationDetailPage id={RESERVATION_ID} />, {
    url,
    namespaces: ['common', 'admin', 'admin-reservations'],
  });

describe('/admin/reservations/:id', () => {
  it('shows the guest, the stay, the money, the receipt, notes and the timeline', async () => {
    stubAdminApi({
      [`GET ${base}`]: {
        body: detail(
          { paidAmount: 100, remainingAmount: 200, paymentStatus: 'partially_paid', status: 'confirmed' },
          {
            payments: [
              {
                id: 'e1f0c1d2-0000-4000-8000-0000000000e1',
                kind: 'payment',
                amount: 100,
                method: 'cash',
                reference: 'Desk 1',
                recordedBy: OPERATOR,
                recordedAt: '2026-06-01T10:00:00.000Z',
              },
            ],
            notes: [
              {
                id: 'f1f0c1d2-0000-4000-8000-0000000000f1',
                text: 'Late arrival',
                author: OPERATOR,
                createdAt: '2026-06-01T11:00:00.000Z',
              },
            ],
          },
        ),
      },
    });
    render();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Reservation KNK-2606-AAAA');
    expect(screen.getByTestId('guest-section').textContent).toContain('ayse@example.com');
    expect(screen.getByTestId('stay-section').textContent).toContain('3 nights');
    const price = screen.getByTestId('price-section').textContent;
    expect(price).toContain('€300');
    expect(price).toContain('€200');
    expect(screen.getByTestId('receipt').textContent).toContain('The guest has not sent a receipt.');
    expect(screen.getByTestId('payments-section').textContent).toContain('Desk 1');
    expect(screen.getByTestId('payments-section').textContent).toContain('Deniz Operatör');
    expect(screen.getByTestId('notes-section').textContent).toContain('Late arrival');
    expect(screen.getByTestId('timeline').textContent).toContain('Booked');
    expect(screen.getByRole('link', { name: 'All reservations' }).getAttribute('href')).toBe(
      '/en/admin/reservations',
    );
  });

  it('marks a bank transfer received: every action waits while it runs, then the page shows the answer', async () => {
    const { answer, release } = deferredAnswer();
    const calls = stubAdminApi({
      [`GET ${base}`]: { body: detail() },
      [`POST ${base}/transfer-received`]: () => answer,
    });
    render();
    const received = await screen.findByTestId('action-transfer-received');
    fireEvent.click(received);
    await waitFor(() => expect(received.textContent).toBe('Working…'));
    expect((screen.getByTestId('action-cancel') as HTMLButtonElement).disabled).toBe(true);
    expect((received as HTMLButtonElement).disabled).toBe(true);
    release({
      body: detail(
        {
          status: 'confirmed',
          paymentStatus: 'paid',
          paidAmount: 300,
          remainingAmount: 0,
          paymentDeadline: null,
        },
        {
          timeline: [
            ...detail().timeline,
            {
              id: 'd1f0c1d2-0000-4000-8000-0000000000d2',
              at: '2026-06-01T12:00:00.000Z',
              actor: 'admin',
              by: OPERATOR,
              action: 'reservation.transfer_received',
              fromStatus: 'pending',
              toStatus: 'confirmed',
              note: null,
              before: { paidAmount: 0 },
              after: { paidAmount: 300 },
            },
          ],
        },
      ),
    });
    await waitFor(() => expect(screen.queryByTestId('action-transfer-received')).toBeNull());
    expect(screen.getByTestId('timeline').textContent).toContain('Bank transfer received');
    expect(screen.getByTestId('timeline').textContent).toContain('Pending → Confirmed');
    expect(screen.getByTestId('timeline').textContent).toContain('paidAmount: 0 → 300');
    expect(screen.getByTestId('action-check-in')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('offers no actions on a completed, paid stay', async () => {
    stubAdminApi({
      [`GET ${base}`]: {
        body: detail({ status: 'completed', paymentStatus: 'paid', paidAmount: 300, remainingAmount: 0 }),
      },
    });
    render();
    await screen.findByTestId('guest-section');
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
    expect(
      screen.queryAllByRole('button').filter((button) => button.dataset.testid?.startsWith('action-')),
    ).toEqual([]);
  });

  it('shows the server’s translated refusal', async () => {
    stubAdminApi({
      [`GET ${base}`]: { body: detail({ paymentMethod: 'pay_at_door', paymentDeadline: null }) },
      [`POST ${base}/approve`]: {
        status: 422,
        body: {
          message: 'Rezervasyon durumu cancelled iken confirmed yapılamaz.',
          code: 'invalid_status_change',
        },
      },
    });
    render(base);
    fireEvent.click(await screen.findByTestId('action-approve'));
    const error = await screen.findByTestId('action-error');
    expect(error.textContent).toContain('İşlem gerçekleşmedi.');
    expect(error.textContent).toContain('Rezervasyon durumu cancelled iken confirmed yapılamaz.');
    expect((screen.getByTestId('action-approve') as HTMLButtonElement).disabled).toBe(false);
  });

  it('records a payment with one Idempotency-Key for the dialog, retried after a failure with the same key', async () => {
    let attempts = 0;
    const calls = stubAdminApi({
      [`GET ${base}`]: { body: detail() },
      [`POST ${base}/payments`]: () => {
        attempts += 1;
        return attempts === 1
          ? 'offline'
          : {
              body: detail({
                paidAmount: 120.5,
                remainingAmount: 179.5,
                paymentStatus: 'partially_paid',
                status: 'confirmed',
              }),
            };
      },
    });
    render();
    fireEvent.click(await screen.findByTestId('action-payment'));
    const dialog = await screen.findByTestId('payment-dialog');
    fireEvent.change(within(dialog).getByLabelText('Amount (EUR)'), { target: { value: '120,50' } });
    fireEvent.change(within(dialog).getByLabelText('Method'), { target: { value: 'cash' } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'Desk 2' } });
    fireEvent.click(within(dialog).getByTestId('payment-submit'));
    expect((await screen.findByTestId('money-error')).textContent).toContain('Could not reach the server');
    fireEvent.click(within(dialog).getByTestId('payment-submit'));
    await waitFor(() => expect(screen.queryByTestId('payment-dialog')).toBeNull());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { amount: 120.5, method: 'cash', reference: 'Desk 2' },
      { amount: 120.5, method: 'cash', reference: 'Desk 2' },
    ]);
    const keys = posts.map((call) => call.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByTestId('price-section').textContent).toContain('€179.50');
  });

  it('shows the refund owed before a cancellation is confirmed, and cancels for the company', async () => {
    const paid = detail({ status: 'confirmed', paymentStatus: 'paid', paidAmount: 300, remainingAmount: 0 });
    const calls = stubAdminApi({
      [`GET ${base}`]: { body: paid },
      [`GET ${base}/cancel-preview?by=guest`]: {
        body: { by: 'guest', paidAmount: 300, guaranteeFee: 0, refundAmount: 0 },
      },
      [`GET ${base}/cancel-preview?by=company`]: {
        body: { by: 'company', paidAmount: 300, guaranteeFee: 0, refundAmount: 300 },
      },
      [`POST ${base}/cancel`]: {
        body: detail({
          status: 'cancelled',
          paymentStatus: 'refunded',
          paidAmount: 300,
          refundAmount: 300,
          cancelledAt: '2026-06-01T12:00:00.000Z',
          cancelReason: 'Flood',
        }),
      },
    });
    render();
    fireEvent.click(await screen.findByTestId('action-cancel'));
    const dialog = await screen.findByTestId('cancel-dialog');
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('€0 will be owed back'));
    fireEvent.click(within(dialog).getByLabelText('The company'));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('€300 will be owed back'));
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Flood' } });
    fireEvent.click(within(dialog).getByTestId('cancel-confirm'));
    await waitFor(() => expect(screen.queryByTestId('cancel-dialog')).toBeNull());
    expect(calls.find((call) => call.path.endsWith('/cancel'))?.body).toEqual({
      by: 'company',
      reason: 'Flood',
    });
    expect(screen.getByTestId('action-refund')).toBeTruthy();
    expect(screen.queryByTestId('action-cancel')).toBeNull();
  });

  it('previews a change before it can be saved', async () => {
    const calls = stubAdminApi({
      [`GET ${base}`]: { body: detail() },
      [`POST ${base}/change-preview`]: {
        body: {
          checkIn: '2026-07-10',
          checkOut: '2026-07-15',
          startTime: null,
          listingId: '6f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a23',
          adults: 2,
          children: 1,
          currentTotal: 300,
          newTotal: 500,
          difference: 200,
          guaranteeFee: 0,
        },
      },
      [`POST ${base}/change`]: {
        body: detail({ checkOut: '2026-07-15', nights: 5, totalPrice: 500, remainingAmount: 500 }),
      },
    });
    render();
    fireEvent.click(await screen.findByTestId('action-change'));
    const dialog = await screen.findByTestId('change-dialog');
    const save = within(dialog).getByTestId('change-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Check-out'), { target: { value: '2026-07-15' } });
    fireEvent.click(within(dialog).getByTestId('change-preview'));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('difference €200'));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByTestId('change-dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { checkOut: '2026-07-15' },
      { checkOut: '2026-07-15' },
    ]);
    expect(screen.getByTestId('stay-section').textContent).toContain('5 nights');
  });
});
