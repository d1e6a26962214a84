import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../../components/toast/toast';
import { useTranslation } from '../../../i18n/i18n-context';
import { cancelStateOf } from './cancel-state';
import { useCancelledMoneyText } from './cancelled-money';
import { ReservationCard } from './reservation-card';
import { LIST_NAMES, type ListName, type ReservationList } from './use-reservation-lists';
import { StayReviewsContext, useStayReviews } from './use-stay-reviews';

const CancelReservationDialog = lazy(() => import('./cancel-reservation-dialog'));

function ListSection({
  name,
  list,
  now,
  loadingMore,
  onLoadMore,
  onCancel,
}: {
  name: ListName;
  list: ReservationList;
  now: Date;
  loadingMore: boolean;
  onLoadMore: () => void;
  onCancel: (reservation: ReservationView) => void;
}) {
  const { t } = useTranslation('reservation');
  const headingId = `reservations-${name}-title`;
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid={`reservations-${name}`}>
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {t(`list.sections.${name}`)} <span className="font-normal text-stone-600">({list.total})</span>
      </h2>
      <ul className="mt-4 space-y-4">
        {list.items.map((reservation) => (
          <li key={reservation.id}>
            <ReservationCard reservation={reservation} now={now} onCancel={onCancel} />
          </li>
        ))}
      </ul>
      {list.items.length < list.total && (
        <button
          type="button"
          onClick={onLoadMore}
          disabled={loadingMore}
          aria-busy={loadingMore}
          className="mt-4 inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-60"
        >
          {t('list.showMore')}
        </button>
      )}
    </section>
  );
}

/**
 * The member's stays: going on now, ahead, and past or cancelled (empty sections are left out). Cancelling opens
 * the confirmation dialog; a cancelled reservation moves to the history with its refund.
 */
export function ReservationsList({
  lists,
  loadingMore,
  onLoadMore,
  onCancelled,
}: {
  lists: Record<ListName, ReservationList>;
  loadingMore: ListName | null;
  onLoadMore: (name: ListName) => void;
  onCancelled: (cancelled: ReservationView) => void;
}) {
  const { t } = useTranslation('reservation');
  // One "now" per render of the list, so every card judges the 7-day rule at the same instant.
  const now = new Date();
  const [cancelling, setCancelling] = useState<{ reservation: ReservationView; refund: number } | null>(null);
  const stayReviews = useStayReviews();
  const moneyText = useCancelledMoneyText();

  const startCancel = (reservation: ReservationView) => {
    const state = cancelStateOf(reservation, new Date());
    if (state.allowed) setCancelling({ reservation, refund: state.refund });
  };

  const cancelled = (reservation: ReservationView) => {
    setCancelling(null);
    onCancelled(reservation);
    toast.success(t('list.cancelled', { number: reservation.reservationNumber }), {
      description: moneyText(reservation) ?? undefined,
    });
  };

  return (
    <StayReviewsContext value={stayReviews}>
      <div data-testid="reservations-list">
        {LIST_NAMES.filter((name) => lists[name].total > 0 || lists[name].items.length > 0).map((name) => (
          <ListSection
            key={name}
            name={name}
            list={lists[name]}
            now={now}
            loadingMore={loadingMore === name}
            onLoadMore={() => onLoadMore(name)}
            onCancel={startCancel}
          />
        ))}
        {cancelling && (
          <Suspense fallback={null}>
            <CancelReservationDialog
              reservation={cancelling.reservation}
              refund={cancelling.refund}
              onCancelled={cancelled}
              onClose={() => setCancelling(null)}
            />
          </Suspense>
        )}
      </div>
    </StayReviewsContext>
  );
}
