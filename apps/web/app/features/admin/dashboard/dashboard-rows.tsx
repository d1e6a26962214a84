import type { AwaitingReceipt, DashboardReservation } from '@konak/domain/api/admin/dashboard';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatEuro, formatStayDate } from '../../../lib/format';
import { adminPath } from '../shell/admin-path';

/** Where a reservation opens in the back office (the reservations slice's page), in the page's language. */
export function useReservationPath(): (id: string) => string {
  const { urlLanguage } = useLanguage();
  return (id) => adminPath(urlLanguage, `/reservations/${id}`);
}

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';
const BADGE_DONE = `${BADGE} bg-emerald-100 text-emerald-900`;
const BADGE_OPEN = `${BADGE} bg-stone-100 text-stone-700`;
const BADGE_WARN = `${BADGE} bg-amber-100 text-amber-900`;

/** Checked in / out or not, for the arrivals, stays and departures lists. */
export type CheckState = 'in' | 'out' | null;

/**
 * One reservation as a row: a link to its page over the guest, listing and dates, with its status, payment and
 * (where the list is about it) check-in/out state or an extra line; `action` is a control beside the link.
 */
export function ReservationRow({
  reservation,
  check = null,
  extra,
  action,
}: {
  reservation: DashboardReservation;
  check?: CheckState;
  extra?: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation('admin-dashboard');
  const { language } = useLanguage();
  const reservationPath = useReservationPath();
  const stay =
    reservation.type === 'tour'
      ? `${formatStayDate(reservation.checkIn, language)} ${reservation.startTime ?? ''}`
      : t('row.stay', {
          from: formatStayDate(reservation.checkIn, language),
          to: formatStayDate(reservation.checkOut, language),
        });
  const done = check === 'in' ? reservation.checkedInAt : check === 'out' ? reservation.checkedOutAt : null;
  return (
    <li className="flex flex-col border-b border-stone-200 last:border-b-0 sm:flex-row sm:items-center">
      <Link
        to={reservationPath(reservation.id)}
        className="flex min-w-0 flex-1 flex-col gap-1 px-3 py-3 hover:bg-stone-50 focus-visible:bg-stone-50 sm:flex-row sm:items-center sm:gap-4"
        data-testid="dashboard-row"
      >
        {/* Said before the row's own text, which stays part of the link's name (WCAG 2.5.3). */}
        <span className="sr-only">{t('row.open', { number: reservation.reservationNumber })}: </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-medium text-stone-900">{reservation.guestName}</span>
          <span className="truncate text-sm text-stone-700">
            {reservation.listingName} · {stay} · {t('row.people', { count: reservation.people })}
          </span>
          <span className="text-xs text-stone-600" dir="ltr">
            {reservation.reservationNumber} · {reservation.guestPhone}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          {check ? (
            <span className={done ? BADGE_DONE : BADGE_WARN}>
              {check === 'in'
                ? t(done ? 'row.checkedIn' : 'row.notCheckedIn')
                : t(done ? 'row.checkedOut' : 'row.notCheckedOut')}
            </span>
          ) : null}
          <span className={BADGE_OPEN}>{t(`status.${reservation.status}`)}</span>
          <span className={reservation.paymentStatus === 'paid' ? BADGE_DONE : BADGE_OPEN}>
            {t(`payment.${reservation.paymentStatus}`)}
          </span>
          {reservation.remainingAmount > 0 && reservation.status !== 'cancelled' ? (
            <span className="text-xs text-stone-700">
              {t('row.remaining', { amount: formatEuro(reservation.remainingAmount, language) })}
            </span>
          ) : null}
        </span>
        {extra ? <span className="text-sm text-stone-800">{extra}</span> : null}
      </Link>
      {action ? <div className="px-3 pb-3 sm:py-3 sm:pl-0">{action}</div> : null}
    </li>
  );
}

/** The time a bank transfer has left before the system cancels it. */
export function ReceiptClock({ reservation }: { reservation: AwaitingReceipt }) {
  const { t } = useTranslation('admin-dashboard');
  if (reservation.minutesLeft <= 0)
    return <span className="font-medium text-red-800">{t('row.overdue')}</span>;
  const hours = Math.floor(reservation.minutesLeft / 60);
  const minutes = reservation.minutesLeft % 60;
  return (
    <span className={hours < 3 ? 'font-medium text-red-800' : 'text-stone-800'}>
      {t('row.cancelsIn', { hours, minutes })}
    </span>
  );
}

/** A titled card holding a list, "None" when it is empty; `level` keeps the page's heading order. */
export function ListCard({
  title,
  count,
  note,
  testId,
  level = 3,
  children,
}: {
  title: string;
  count: number;
  note?: ReactNode;
  testId: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-dashboard');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white" data-testid={testId}>
      <Heading className="flex items-center justify-between gap-2 px-3 py-2 font-semibold text-stone-900">
        <span>{title}</span>
        <span className="rounded-full bg-stone-100 px-2 text-sm text-stone-800">{count}</span>
      </Heading>
      {count === 0 ? (
        <p className="px-3 pb-3 text-sm text-stone-600">{t('lists.empty')}</p>
      ) : (
        <ul className="border-t border-stone-200">{children}</ul>
      )}
      {note ? <p className="border-t border-stone-200 px-3 py-2 text-xs text-stone-600">{note}</p> : null}
    </div>
  );
}
