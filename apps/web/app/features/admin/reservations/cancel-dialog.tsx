import type { CancellationParty } from '@konak/domain/api/admin/cancel-reservation-as-operator';
import type { CancelPreview } from '@konak/domain/api/admin/reservation-cancel-preview';
import { CANCEL_REASON_MAX_LENGTH } from '@konak/domain/cancellation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { InlineRadioGroup } from '../../../components/form/inline-radio-group';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { formatEuro } from '../../../lib/format';
import { ActionDialogFrame, type ActionDialogProps } from './action-dialog-frame';
import { cancelPreview } from './api/cancel-preview';
import { cancelReservation } from './api/cancel-reservation';
import { useReservationAction } from './use-reservation-action';

/**
 * Cancel on behalf of the guest or the company: the refund owed is asked from the server (the same rule that will
 * apply) and shown before the operator confirms; it can be changed. The reason reaches the guest.
 */
export function CancelDialog({ detail, onDone, onClose }: ActionDialogProps) {
  const { t, language } = useTranslation('admin-reservations');
  const id = useId();
  const { reservation } = detail;
  const [by, setBy] = useState<CancellationParty>('guest');
  const [preview, setPreview] = useState<CancelPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [refund, setRefund] = useState('');
  const [reason, setReason] = useState('');
  const action = useReservationAction((next) => {
    onDone(next);
    onClose();
  });

  useEffect(() => {
    const abort = new AbortController();
    setPreview(null);
    setPreviewError(null);
    cancelPreview(reservation.id, by, { language, signal: abort.signal })
      .then((answer) => {
        setPreview(answer);
        setRefund(answer.refundAmount.toFixed(2));
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted)
          setPreviewError(error instanceof ApiError ? error.message : t('actions.failed'));
      });
    return () => abort.abort();
  }, [reservation.id, by, language, t]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refundAmount = Number(refund.replace(',', '.'));
    void action.run('cancel', () =>
      cancelReservation(
        reservation.id,
        {
          by,
          ...(reason.trim() ? { reason: reason.trim() } : {}),
          ...(preview && refundAmount !== preview.refundAmount ? { refundAmount } : {}),
        },
        { language },
      ),
    );
  }

  return (
    <ActionDialogFrame
      title={t('cancelDialog.title', { number: reservation.reservationNumber })}
      description={
        preview
          ? t('cancelDialog.preview', {
              paid: formatEuro(preview.paidAmount, language),
              fee: formatEuro(preview.guaranteeFee, language),
              refund: formatEuro(preview.refundAmount, language),
            })
          : (previewError ?? t('cancelDialog.loadingPreview'))
      }
      testId="cancel-dialog"
      onSubmit={submit}
      onClose={onClose}
      closeLabel={t('cancelDialog.keep')}
      busy={action.pending !== null}
      failure={action.failure}
      failureTestId="cancel-error"
      buttons={
        <button
          type="submit"
          disabled={!preview}
          className="min-h-11 rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          data-testid="cancel-confirm"
        >
          {action.pending ? t('actions.working') : t('cancelDialog.confirm')}
        </button>
      }
    >
      <InlineRadioGroup
        name="by"
        legend={t('cancelDialog.by')}
        values={['guest', 'company'] as const}
        labelOf={(party) => t(party === 'guest' ? 'cancelDialog.byGuest' : 'cancelDialog.byCompany')}
        value={by}
        onChange={setBy}
      />
      <TextField
        id={`${id}-refund`}
        label={t('cancelDialog.refund')}
        inputMode="decimal"
        value={refund}
        onChange={(event) => setRefund(event.currentTarget.value)}
        message={action.failure?.fields.refundAmount}
      />
      <TextAreaField
        id={`${id}-reason`}
        label={t('cancelDialog.reason')}
        rows={3}
        maxLength={CANCEL_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        message={action.failure?.fields.reason}
      />
    </ActionDialogFrame>
  );
}
