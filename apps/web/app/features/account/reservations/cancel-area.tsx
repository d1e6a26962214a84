import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { useTranslation } from '../../../i18n/i18n-context';
import { formatDay, formatEuro } from '../../../lib/format';
import { cancelStateOf } from './cancel-state';

/** A booking on the list, the time the list reads as now, and what cancelling it opens. */
export type CancellableProps = {
  reservation: ReservationView;
  now: Date;
  onCancel: (reservation: ReservationView) => void;
};

/**
 * The foot of a reservation: the cancel button with what it would refund where the rules allow it, else a plain
 * explanation (spec §4: never for non-refundable bookings, not within 7 days of check-in). Nothing for a
 * reservation that is already over or cancelled: its status says so.
 */
export function CancelArea({ reservation, now, onCancel }: CancellableProps) {
  const { t, language } = useTranslation('reservation');
  const state = cancelStateOf(reservation, now);
  if (!state.allowed && state.reason === 'not_active') return null;
  if (!state.allowed) {
    return (
      <p className="mt-4 rounded-xl bg-stone-50 p-3 text-sm text-stone-800" data-testid="cancel-explanation">
        {state.reason === 'non_refundable'
          ? t('list.cannotCancel.nonRefundable')
          : t(
              reservation.type === 'tour' ? 'tour.cannotCancelWithin7Days' : 'list.cannotCancel.within7Days',
              {
                date: state.freeUntil ? formatDay(state.freeUntil, language) : '',
              },
            )}
      </p>
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl bg-brand-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-stone-800" data-testid="cancel-terms">
        {t('list.freeUntil', {
          date: formatDay(state.freeUntil, language),
          amount: formatEuro(state.refund, language),
        })}
      </p>
      <button
        type="button"
        onClick={() => onCancel(reservation)}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-50"
        data-testid="cancel-button"
      >
        {t('list.cancel')}
        <span className="sr-only"> {reservation.reservationNumber}</span>
      </button>
    </div>
  );
}
