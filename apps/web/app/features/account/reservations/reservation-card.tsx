import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { acceptsReceipt } from '@konak/domain/reservations/payment-receipt';
import { LocalizedLink } from '../../../components/localized-link';
import { useTranslation } from '../../../i18n/i18n-context';
import { formatDay, formatEuro, formatIstanbulInstant } from '../../../lib/format';
import { BankAccountDetails } from '../../../site/bank-account-details';
import { CancelArea, type CancellableProps } from './cancel-area';
import { cancelledMoney, useCancelledMoneyText } from './cancelled-money';
import { ReceiptUpload } from './receipt-upload';
import { ReservationAmounts } from './reservation-amounts';
import { ReviewArea } from './review-area';

const STATUS_STYLES: Record<ReservationView['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  cancelled: 'bg-stone-200 text-stone-800',
  completed: 'bg-sky-100 text-sky-900',
};

function listingPath(reservation: ReservationView): string | null {
  if (reservation.type === 'tour') return `/tour/${reservation.listing.id}`;
  return reservation.listing.slug ? `/apartment/${encodeURIComponent(reservation.listing.slug)}` : null;
}

/** One reservation as spec §3 displays it, with the way to cancel it or why that is not possible. */
export function ReservationCard({ reservation, now, onCancel }: CancellableProps) {
  const { t, language } = useTranslation('reservation');
  const titleId = `reservation-${reservation.id}-title`;
  const path = listingPath(reservation);
  const moneyOutcome = useCancelledMoneyText()(reservation);
  const dates =
    reservation.type === 'tour'
      ? reservation.startTime
        ? t('departures.at', {
            date: formatDay(reservation.checkIn, language),
            time: reservation.startTime,
          })
        : formatDay(reservation.checkIn, language)
      : `${formatDay(reservation.checkIn, language)} – ${formatDay(reservation.checkOut, language)}`;
  const facts = [
    { key: 'dates', term: t(reservation.type === 'tour' ? 'list.tourDate' : 'list.dates'), value: dates },
    ...(reservation.type === 'apartment'
      ? [{ key: 'nights', term: t('list.nightsLabel'), value: String(reservation.nights) }]
      : []),
    {
      key: 'guests',
      term: t('list.guests'),
      value: t('list.guestsValue', { adults: reservation.adults, children: reservation.children }),
    },
    {
      key: 'payment-method',
      term: t('list.paymentMethod'),
      value: t(`list.paymentMethods.${reservation.paymentMethod}`),
    },
    {
      key: 'payment-status',
      term: t('list.paymentStatus'),
      // A cancelled booking that was never paid is not "awaiting payment": nothing is owed any more.
      value: t(
        `list.paymentStatuses.${cancelledMoney(reservation)?.kind === 'nothingPaid' ? 'nothing_due' : reservation.paymentStatus}`,
      ),
    },
    {
      key: 'refundable',
      term: t('list.cancellationPolicy'),
      value: t(reservation.isRefundable ? 'list.refundable' : 'list.nonRefundable'),
    },
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="reservation-card"
      data-reservation-number={reservation.reservationNumber}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-stone-900">
            {path ? (
              <LocalizedLink to={path} className="underline-offset-4 hover:underline">
                {reservation.listing.title}
              </LocalizedLink>
            ) : (
              reservation.listing.title
            )}
          </h3>
          <p className="text-sm text-stone-600">
            {t('list.number')}:{' '}
            <span className="font-mono font-semibold whitespace-nowrap text-stone-900" dir="ltr">
              {reservation.reservationNumber}
            </span>
          </p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[reservation.status]}`}
          data-testid="reservation-status"
        >
          <span className="sr-only">{t('list.status')}: </span>
          {t(`list.statuses.${reservation.status}`)}
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(({ key, term, value }) => (
          <div key={key} className="flex flex-wrap gap-x-2" data-testid={`fact-${key}`}>
            <dt className="text-stone-600">{term}:</dt>
            <dd className="font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <ReservationAmounts reservation={reservation} />
      </div>
      {reservation.paymentDeadline && (
        <p className="mt-3 text-sm text-amber-900">
          {t('list.paymentDeadline', {
            deadline: formatIstanbulInstant(reservation.paymentDeadline, language),
          })}
        </p>
      )}
      {/* Everything needed to pay, until the operator has recorded the money (decision 057). */}
      {reservation.paymentDeadline && acceptsReceipt(reservation) && (
        <>
          <BankAccountDetails
            reference={reservation.reservationNumber}
            amount={formatEuro(reservation.remainingAmount, language)}
            deadline={formatIstanbulInstant(reservation.paymentDeadline, language)}
            className="mt-3"
          />
          <ReceiptUpload reservation={reservation} />
        </>
      )}
      {reservation.status === 'cancelled' && reservation.cancelledBy && (
        <p className="mt-3 text-sm text-stone-700" data-testid="cancelled-by">
          {t(`list.cancelledBy.${reservation.cancelledBy}`)}
          {reservation.cancelledAt && ` · ${formatIstanbulInstant(reservation.cancelledAt, language)}`}
          {reservation.cancelReason && ` · ${t('list.reason', { reason: reservation.cancelReason })}`}
        </p>
      )}
      {moneyOutcome && (
        <p className="mt-2 text-sm text-stone-800" data-testid="money-outcome">
          {moneyOutcome}
        </p>
      )}
      <CancelArea reservation={reservation} now={now} onCancel={onCancel} />
      {reservation.type === 'apartment' && <ReviewArea reservation={reservation} />}
    </article>
  );
}
