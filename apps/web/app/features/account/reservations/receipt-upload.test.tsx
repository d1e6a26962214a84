import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reservation } from '../../../../test/reservation-view-fixture';
import {
  type Answer,
  type ApiCall,
  deferredAnswer,
  startPage,
} from '../../../components/favorite-heart/favorite-test-support';
import { lists, renderPage } from './reservation-fixture';

// Noon in Istanbul on 1 June 2026; the transfer was booked an hour ago and is due tomorrow at noon.
const NOW = new Date('2026-06-01T09:00:00Z');

const unpaid = reservation({
  id: 'a3f0c1d2-0000-4000-8000-0000000000b1',
  reservationNumber: 'KNK-2606-BANK',
  status: 'pending',
  paymentStatus: 'pending',
  isRefundable: false,
  guaranteeFee: 0,
  totalPrice: 300,
  paidAmount: 0,
  remainingAmount: 300,
  paymentDeadline: '2026-06-02T09:00:00.000Z',
  cancellation: { allowed: false, reason: 'non_refundable', freeUntil: null, refundAmount: null },
});
const received = {
  fileName: 'dekont.pdf',
  contentType: 'application/pdf' as const,
  sizeBytes: 2048,
  uploadedAt: '2026-06-01T09:30:00.000Z',
};

const renderUpcoming = (
  upcoming: ReservationView[],
  routes: Record<string, Answer | ((call: ApiCall) => Answer | Promise<Answer>)> = {},
  url?: string,
) => renderPage({ ...lists({ upcoming }), ...routes }, url);

const uploadPath = `PUT /reservations/${unpaid.id}/receipt?fileName=dekont.pdf`;
const pdf = () => new File(['%PDF-1.4 receipt'], 'dekont.pdf', { type: 'application/pdf' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  startPage({ signedIn: true });
});

describe('paying a bank transfer from /reservations', () => {
  it('shows bank, holder, IBAN, amount, reference and deadline with its time zone', async () => {
    renderUpcoming([unpaid]);
    const details = await screen.findByTestId('bank-details');
    expect(within(details).getByText('Örnek Bankası, Beyoğlu Şubesi')).toBeTruthy();
    expect(within(details).getByText('Konak Turizm ve Konaklama Ltd. Şti.')).toBeTruthy();
    expect(within(details).getByTestId('bank-iban').textContent).toBe('TR47 0000 0000 0000 0000 0000 00');
    expect(within(details).getByTestId('bank-amount').textContent).toBe('€300');
    expect(within(details).getByTestId('bank-reference').textContent).toBe('KNK-2606-BANK');
    expect(within(details).getByTestId('bank-deadline').textContent).toBe(
      'Jun 2, 2026, 12:00 PM (Istanbul time)',
    );
    expect(within(details).getByTestId('bank-reference').getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('receipt-upload').textContent).toContain('up to 10 MB');
  });

  it('shows no payment details once the transfer is paid', async () => {
    renderUpcoming([reservation()]);
    await screen.findByTestId('reservation-card');
    expect(screen.queryByTestId('bank-details')).toBeNull();
    expect(screen.queryByTestId('receipt-upload')).toBeNull();
  });

  it('copies the IBAN without spaces and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderUpcoming([unpaid]);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy IBAN' }));
    await waitFor(() => expect(screen.getByTestId('copy-iban').textContent).toBe('✓ IBAN copied'));
    expect(writeText).toHaveBeenCalledWith('TR470000000000000000000000');
  });

  it('falls back to the selection command without the async clipboard, and says when nothing worked', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const execCommand = vi.fn().mockReturnValue(true);
    document.execCommand = execCommand;
    renderUpcoming([unpaid]);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Payment reference' }));
    await waitFor(() =>
      expect(screen.getByTestId('copy-reference').textContent).toBe('✓ Payment reference copied'),
    );
    expect(execCommand).toHaveBeenCalledWith('copy');

    execCommand.mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    const card = screen.getByTestId('bank-details');
    await within(card).findByText('Could not copy. The text is selected: copy it by hand.');
    expect(window.getSelection()?.toString()).toBe('TR47 0000 0000 0000 0000 0000 00');
  });

  it('uploads the receipt once, disabled while it travels, then shows when it arrived', async () => {
    const deferred = deferredAnswer();
    const calls = renderUpcoming([unpaid], { [uploadPath]: () => deferred.answer });
    const input = (await screen.findByTestId('receipt-input')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pdf()] } });
    await waitFor(() => expect(input.disabled).toBe(true));
    expect(screen.getByTestId('receipt-upload').textContent).toContain('Uploading…');
    const upload = calls.find((call) => call.method === 'PUT');
    expect(upload?.body).toBeInstanceOf(Blob);

    await act(async () => deferred.release({ body: { ...unpaid, receipt: received } }));
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(screen.getByTestId('receipt-received').textContent).toBe(
      'Receipt received on Jun 1, 2026, 12:30 PM (Istanbul time): dekont.pdf',
    );
    expect(screen.getByTestId('receipt-message').textContent).toBe('Thank you, we have your receipt.');
    expect(screen.getByText('Replace receipt')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('shows the server’s refusal and refuses a file over 10 MB without sending it', async () => {
    const calls = renderUpcoming([unpaid], {
      [uploadPath]: {
        status: 415,
        body: { message: 'This file is not a PDF, JPEG, PNG, WebP or HEIC.', code: 'receipt_type_refused' },
      },
    });
    const input = (await screen.findByTestId('receipt-input')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pdf()] } });
    expect(await screen.findByText('This file is not a PDF, JPEG, PNG, WebP or HEIC.')).toBeTruthy();

    const huge = new File(['x'], 'scan.pdf');
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(
      await screen.findByText('This file is larger than 10 MB. Please choose a smaller file or a photo.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('shows a receipt already sent, in Arabic with the file name isolated', async () => {
    renderUpcoming([{ ...unpaid, language: 'ar', receipt: received }], {}, '/ar/reservations');
    const shown = await screen.findByTestId('receipt-received');
    expect(shown.textContent).toContain('dekont.pdf');
    expect(shown.querySelector('bdi')?.textContent).toBe('dekont.pdf');
    expect(screen.getByText('استبدال الإيصال')).toBeTruthy();
  });
});
