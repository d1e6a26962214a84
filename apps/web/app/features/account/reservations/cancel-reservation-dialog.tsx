import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { CANCEL_REASON_MAX_LENGTH } from '@konak/domain/cancellation';
import { useId, useState } from 'react';
import ModalFrame, { ModalDescription, ModalTitle } from '../../../components/modal/modal-frame';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { formatEuro } from '../../../lib/format';
import { cancelReservation } from '../api/cancel-reservation';
import { ReservationTranslations } from './reservation-translations';

type CancelDialogProps = {
  reservation: ReservationView;
  /** What the rules say the cancellation refunds now. */
  refund: number;
  onCancelled: (cancelled: ReservationView) => void;
  onClose: () => void;
};

/**
 * "Cancel reservation …?" with the refund and the kept guarantee fee spelled out and a reason, which starts as the
 * spec's default text (customer request) in the page language. PUT /api/reservations/{id}/cancel; a refusal
 * (422: the 7-day window closed meanwhile, …) shows the server's message here. Loaded with its dialog code only
 * when the member asks.
 */
export default function CancelReservationDialog(props: CancelDialogProps) {
  return (
    <ModalFrame onClose={props.onClose}>
      <ReservationTranslations>
        <CancelForm {...props} />
      </ReservationTranslations>
    </ModalFrame>
  );
}

function CancelForm({ reservation, refund, onCancelled, onClose }: CancelDialogProps) {
  const { t, language } = useTranslation('reservation');
  const reasonId = useId();
  const [reason, setReason] = useState(() => t('cancelDialog.defaultReason'));
  const [sending, setSending] = useState(false);
  // null: no failure; '': a failure without a message of its own (spec §8 "cancellation failed" says it all).
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      const cancelled = await cancelReservation(
        reservation.id,
        { reason: reason.trim() || undefined },
        { language },
      );
      onCancelled(cancelled);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : '');
      setSending(false);
    }
  };

  return (
    <div data-testid="cancel-dialog">
      <ModalTitle>{t('cancelDialog.title', { number: reservation.reservationNumber })}</ModalTitle>
      <ModalDescription>
        {t('cancelDialog.text', {
          amount: formatEuro(refund, language),
          fee: formatEuro(reservation.guaranteeFee, language),
        })}
      </ModalDescription>
      <fieldset disabled={sending} className="mt-5">
        <label htmlFor={reasonId} className="block text-sm font-medium text-stone-800">
          {t('cancelDialog.reason')}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          rows={3}
          onChange={(event) => setReason(event.currentTarget.value)}
          className="mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 text-base text-stone-900"
          data-testid="cancel-reason"
        />
        {error !== null && (
          <p
            role="alert"
            className="mt-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
            data-testid="cancel-error"
          >
            {t('cancelDialog.failed')} {error}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center justify-center rounded-xl border border-stone-300 px-4 font-semibold text-stone-800 hover:bg-stone-50"
          >
            {t('cancelDialog.keep')}
          </button>
          <button
            type="button"
            onClick={confirm}
            className="inline-flex min-h-11 items-center justify-center rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            data-testid="cancel-confirm"
          >
            {t(sending ? 'cancelDialog.cancelling' : 'cancelDialog.confirm')}
          </button>
        </div>
      </fieldset>
    </div>
  );
}
