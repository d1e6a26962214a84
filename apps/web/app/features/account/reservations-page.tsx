import { Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n-context';
import { MemberEmptyState } from './member-empty-state';
import { MemberLoadError } from './member-load-error';
import { MemberLoading } from './member-loading';
import { MemberPageFrame } from './member-page-frame';
import { ReservationTranslations } from './reservations/reservation-translations';
import { ReservationsList } from './reservations/reservations-list';
import { useReservationLists } from './reservations/use-reservation-lists';

function Reservations() {
  const { t: listText } = useTranslation('reservation');
  const { state, retry, loadMore, loadingMore, moveToHistory } = useReservationLists();
  if (state.status === 'loading') return <MemberLoading />;
  if (state.status === 'failed') {
    return (
      <MemberLoadError
        name="reservations"
        text={(key) => listText(`list.${key}`)}
        failure={{ ...state, retry }}
      />
    );
  }
  const { lists } = state;
  const none = lists.active.total + lists.upcoming.total + lists.history.total === 0;
  if (none) {
    return (
      <MemberEmptyState
        list="reservations"
        shape={
          <>
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </>
        }
      />
    );
  }
  return (
    <ReservationsList
      lists={lists}
      loadingMore={loadingMore}
      onLoadMore={(name) => void loadMore(name)}
      onCancelled={moveToHistory}
    />
  );
}

/**
 * /reservations (inside MemberOnly): the member's stays going on now, ahead and past, loaded in the browser with
 * the stored token, each with its amounts and the way to cancel it where spec §4 allows.
 */
export function ReservationsPage() {
  const { t } = useTranslation('account');
  return (
    <MemberPageFrame title={t('reservations.title')} testId="reservations-page">
      <Suspense fallback={<MemberLoading />}>
        <ReservationTranslations>
          <Reservations />
        </ReservationTranslations>
      </Suspense>
    </MemberPageFrame>
  );
}
