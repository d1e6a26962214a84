import type { DashboardReservation } from '@konak/domain/api/admin/dashboard';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { approveReservation } from '../reservations/api/approve-reservation';

/**
 * Approves a pay-at-the-door booking from its dashboard row. One request however often the button is pressed (the
 * call is idempotent as well); a refusal shows the server's translated reason; once approved, the row says so
 * until the next refresh, when it leaves the list.
 */
export function ApproveFromDashboard({ reservation }: { reservation: DashboardReservation }) {
  const { t } = useTranslation('admin-dashboard');
  const [state, setState] = useState<'idle' | 'approving' | 'approved'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);

  const approve = async () => {
    if (running.current) return;
    running.current = true;
    setState('approving');
    setFailure(null);
    try {
      await approveReservation(reservation.id);
      setState('approved');
    } catch (error) {
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : t('row.approveFailed'));
      setState('idle');
    } finally {
      running.current = false;
    }
  };

  if (state === 'approved') {
    return (
      <p className="text-sm font-medium text-emerald-900" data-testid="approved-on-dashboard">
        {t('row.approved', { number: reservation.reservationNumber })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={() => void approve()}
        disabled={state === 'approving'}
        className="button-primary min-h-11 disabled:opacity-60"
      >
        {t(state === 'approving' ? 'row.approving' : 'row.approve')}
        <span className="sr-only"> {reservation.reservationNumber}</span>
      </button>
      {failure ? (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
