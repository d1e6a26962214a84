import type { CreateReservationResponse } from '@konak/domain/api/reservations/create-reservation';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useModal } from '../../components/modal/modal-provider';
import { useTranslation } from '../../i18n/i18n-context';
import { BookingConfirmation } from './booking-confirmation';
import { CardPaymentPanel } from './card-payment-panel';
import { ListingSummary } from './listing-summary';
import { ReservationForm } from './reservation-form';
import type { ReservationListing } from './reservation-listing';
import { valuesFromSearch } from './reservation-values';
import { cardReturnOf, useCardPayment } from './use-card-payment';

/**
 * `/reservation/{type}/{id}` (spec §2): the booked apartment or tour, the reservation form prefilled from the
 * search, and after booking the success modal with the WhatsApp hand-off and a confirmation in the form's place.
 * A card booking first goes to the gateway's page and comes back here (`?cardPayment=…`) to the same modal once paid.
 */
export function ReservationPage({ listing }: { listing: ReservationListing }) {
  const { t } = useTranslation('reservation');
  const [searchParams] = useSearchParams();
  // The search is read once: the form owns the values from then on.
  const [initialValues] = useState(() => valuesFromSearch(searchParams, listing.type));
  const [cardReturn] = useState(() => cardReturnOf(searchParams));
  const [booked, setBooked] = useState<CreateReservationResponse | null>(null);
  const { open, isAvailable } = useModal();

  const onBooked = useCallback(
    (reservation: CreateReservationResponse) => {
      setBooked(reservation);
      window.scrollTo({ top: 0 });
      if (isAvailable('reservation-success')) {
        open('reservation-success', {
          reservationNumber: reservation.reservationNumber,
          whatsappUrl: reservation.whatsappUrl,
          paymentMethod: reservation.paymentMethod,
          paymentDeadline: reservation.paymentDeadline,
          amountDue: reservation.remainingAmount,
          departure:
            reservation.type === 'tour' && reservation.startTime
              ? { date: reservation.checkIn, startTime: reservation.startTime }
              : null,
        });
      }
    },
    [open, isAvailable],
  );
  const card = useCardPayment({
    returnFor: cardReturn,
    onPaid: onBooked,
    fallbackMessage: t('errors.createFailed'),
  });
  const { pay } = card;
  // A new card reservation is pending until paid: the guest goes to the gateway's page first.
  const onCreated = useCallback(
    (reservation: CreateReservationResponse) => {
      if (reservation.paymentMethod === 'card' && reservation.status === 'pending') void pay(reservation);
      else onBooked(reservation);
    },
    [pay, onBooked],
  );

  return (
    <article className="mx-auto max-w-6xl px-4 py-6 md:py-10" data-testid="reservation-page">
      <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{t('page.title')}</h1>
      <div className="mt-6 space-y-6">
        <ListingSummary listing={listing} />
        {booked ? (
          <BookingConfirmation reservation={booked} />
        ) : card.state.status !== 'idle' ? (
          <CardPaymentPanel
            state={card.state}
            onRetry={(answer) => void card.pay(answer.reservation, answer)}
            onSwitch={(answer) => void card.switchToBank(answer)}
            onCheck={() => cardReturn && void card.check(cardReturn)}
          />
        ) : (
          <ReservationForm listing={listing} initialValues={initialValues} onBooked={onCreated} />
        )}
      </div>
    </article>
  );
}
