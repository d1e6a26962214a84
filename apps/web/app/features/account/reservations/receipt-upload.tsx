import type { ReservationReceipt } from '@konak/domain/api/reservations/payment-receipt';
import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import {
  RECEIPT_ACCEPT,
  RECEIPT_MAX_BYTES,
  RECEIPT_MAX_MEGABYTES,
} from '@konak/domain/reservations/payment-receipt';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { formatIstanbulInstant } from '../../../lib/format';
import { uploadReceipt } from '../api/upload-receipt';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/**
 * Sends the bank-transfer receipt of a pending reservation (decision 057) and shows when it arrived. The file
 * goes as the request body; while it travels the picker is disabled, so a second tap cannot send it twice.
 * The reservation stays pending until the operator has checked the money, and the card says so.
 */
export function ReceiptUpload({ reservation }: { reservation: ReservationView }) {
  const { t, language } = useTranslation('reservation');
  const inputId = useId();
  const helpId = useId();
  const [receipt, setReceipt] = useState<ReservationReceipt | null>(reservation.receipt);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again (after an error) still fires a change.
    event.target.value = '';
    if (!file) return;
    // Checked here too, so a phone on a slow line does not send 30 MB only to hear "too large".
    if (file.size > RECEIPT_MAX_BYTES) {
      setState({ kind: 'failed', message: t('receipt.tooLarge', { megabytes: RECEIPT_MAX_MEGABYTES }) });
      return;
    }
    setState({ kind: 'uploading' });
    try {
      const updated = await uploadReceipt(reservation.id, file, { language });
      setReceipt(updated.receipt);
      setState({ kind: 'done' });
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof ApiError ? error.message : t('receipt.failed'),
      });
    }
  }

  const uploading = state.kind === 'uploading';
  return (
    <section className="mt-3 rounded-xl border border-stone-200 p-3 text-sm" data-testid="receipt-upload">
      <h4 className="font-semibold text-stone-900">{t('receipt.title')}</h4>
      {receipt ? (
        <p className="mt-1 text-green-900" data-testid="receipt-received">
          {t('receipt.received', { time: formatIstanbulInstant(receipt.uploadedAt, language) })}{' '}
          <bdi className="font-medium">{receipt.fileName}</bdi>
        </p>
      ) : null}
      <p id={helpId} className="mt-1 text-stone-700">
        {receipt ? t('receipt.pending') : t('receipt.help', { megabytes: RECEIPT_MAX_MEGABYTES })}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={`inline-flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${uploading ? 'cursor-wait opacity-60' : ''}`}
        >
          {uploading ? t('receipt.uploading') : t(receipt ? 'receipt.replace' : 'receipt.choose')}
          <input
            id={inputId}
            type="file"
            accept={RECEIPT_ACCEPT}
            className="sr-only"
            aria-describedby={helpId}
            disabled={uploading}
            onChange={send}
            data-testid="receipt-input"
          />
        </label>
        <p aria-live="polite" className="text-sm" data-testid="receipt-message">
          {state.kind === 'done' && <span className="text-green-900">{t('receipt.done')}</span>}
          {state.kind === 'failed' && <span className="text-red-700">{state.message}</span>}
        </p>
      </div>
    </section>
  );
}
