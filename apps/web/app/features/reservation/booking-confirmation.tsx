import type { CreateReservationResponse } from '@konak/domain/api/reservations/create-reservation';
import { useEffect, useRef } from 'react';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';
import { formatDay, formatEuro, formatIstanbulInstant } from '../../lib/format';
import { BankAccountDetails } from '../../site/bank-account-details';
import { BookingNotices } from './booking-notices';

/**
 * What the page shows once the reservation exists, in place of the form (so it cannot be sent twice by
 * accident): the number, the stay, what to pay and how, the WhatsApp hand-off for later, and the member's list.
 */
export function BookingConfirmation({ reservation }: { reservation: CreateReservationResponse }) {
  const { t, language } = useTranslation('reservation');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const dates =
    reservation.type === 'tour'
      ? t('departures.at', {
          date: formatDay(reservation.checkIn, language),
          time: reservation.startTime ?? '',
        })
      : `${formatDay(reservation.checkIn, language)} – ${formatDay(reservation.checkOut, language)}`;
  return (
    <section
      aria-labelledby="booking-confirmation-title"
      className="rounded-2xl border border-green-200 bg-green-50 p-5"
      data-testid="booking-confirmation"
    >
      <h2
        id="booking-confirmation-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-stone-900 focus:outline-none"
      >
        {t('confirmation.title')}
      </h2>
      <dl className="mt-3 space-y-1 text-stone-800">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">{t('confirmation.number')}:</dt>
          <dd
            className="font-mono font-semibold whitespace-nowrap"
            dir="ltr"
            data-testid="confirmation-number"
          >
            {reservation.reservationNumber}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">
            {t(reservation.type === 'tour' ? 'confirmation.date' : 'confirmation.dates')}:
          </dt>
          <dd>{dates}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">{t('confirmation.total')}:</dt>
          <dd>{formatEuro(reservation.totalPrice, language)}</dd>
        </div>
      </dl>
      <BookingNotices reservation={reservation} />
      {reservation.paymentMethod === 'bank_transfer' && reservation.paymentDeadline && (
        <p className="mt-2 text-stone-700">
          {t('success.bankTransfer', {
            deadline: formatIstanbulInstant(reservation.paymentDeadline, language),
          })}
        </p>
      )}
      {reservation.paymentMethod === 'bank_transfer' && reservation.paymentDeadline && (
        <BankAccountDetails
          reference={reservation.reservationNumber}
          amount={formatEuro(reservation.remainingAmount, language)}
          deadline={formatIstanbulInstant(reservation.paymentDeadline, language)}
          className="mt-3"
        />
      )}
      {reservation.paymentMethod === 'card' && reservation.paymentStatus === 'paid' && (
        <p className="mt-2 text-stone-700">{t('success.cardPaid')}</p>
      )}
      {reservation.paymentMethod === 'pay_at_door' && (
        <p className="mt-2 text-stone-700">
          {t(reservation.type === 'tour' ? 'tour.successPayAtDoor' : 'success.payAtDoor')}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={reservation.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="button-primary"
          data-testid="confirmation-whatsapp"
        >
          {t('confirmation.whatsapp')}
          <span className="sr-only"> ({t('success.newWindow')})</span>
        </a>
        <LocalizedLink
          to="/reservations"
          className="inline-flex min-h-11 items-center justify-center rounded-xl border border-stone-300 bg-white px-5 font-semibold text-stone-800 hover:bg-stone-50"
          data-testid="confirmation-reservations"
        >
          {t('confirmation.reservations')}
        </LocalizedLink>
      </div>
    </section>
  );
}
