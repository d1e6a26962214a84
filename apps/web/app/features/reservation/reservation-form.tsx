import type { CreateReservationResponse } from '@konak/domain/api/reservations/create-reservation';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BookingTerms } from '../../components/booking-terms/booking-terms';
import { FormSection } from '../../components/form/form-section';
import { useModal } from '../../components/modal/modal-provider';
import { useTranslation } from '../../i18n/i18n-context';
import { useSession } from '../../session/session-provider';
import { checkBooking, isShownBeforeSubmit } from './booking-checks';
import { ContactFields } from './contact-fields';
import { fieldMessages, serverPhoneError } from './form-messages';
import { GuestsFields } from './guests-fields';
import { PaymentChoice } from './payment-choice';
import { useProblemMessage } from './problem-messages';
import { ProblemsSummary } from './problems-summary';
import { RefundableChoice } from './refundable-choice';
import type { ReservationListing } from './reservation-listing';
import { ReservationPrice } from './reservation-price';
import { type ReservationValues, searchOfValues } from './reservation-values';
import { SignInPrompt } from './sign-in-prompt';
import { StayDatesField } from './stay-dates-field';
import { TermsAcceptance } from './terms-acceptance';
import { TourDateField } from './tour-date-field';
import { useAvailability } from './use-availability';
import { useBookingSubmit } from './use-booking-submit';
import { useReservationPrice } from './use-reservation-price';
import { useReservationValues } from './use-reservation-values';
import { useTourDepartures } from './use-tour-departures';

export type ReservationFormProps = {
  listing: ReservationListing;
  initialValues: ReservationValues;
  onBooked: (reservation: CreateReservationResponse) => void;
};

/**
 * The reservation form of spec §3 with every rule of §5 checked as the guest fills it in, the server's live
 * price, and the booking itself (one Idempotency-Key per form session; the form is disabled while sending).
 */
export function ReservationForm({ listing, initialValues, onBooked }: ReservationFormProps) {
  const { t } = useTranslation('reservation');
  const session = useSession();
  const { pathname } = useLocation();
  const { open, isAvailable } = useModal();
  const { values, change, changePhone, phoneValid, phoneKey } = useReservationValues(
    initialValues,
    session.status === 'authenticated' ? session.user : null,
  );
  const { availability, reload } = useAvailability(listing.type === 'apartment' ? listing.id : null);
  const tour = useTourDepartures(listing.type === 'tour' ? listing.id : null);
  const [now] = useState(() => new Date());
  const [attempted, setAttempted] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  const { state, submit } = useBookingSubmit({
    listing,
    fallbackMessage: t('errors.createFailed'),
    onBooked,
  });
  const refused = state.status === 'booked' ? null : state.refused;
  const signedIn = session.status === 'authenticated';

  const problems = useMemo(
    () =>
      checkBooking({
        listing,
        values,
        calendar: availability.status === 'loaded' ? availability.days : null,
        signedIn,
        phoneValid,
        now,
        departureTimes: values.checkIn ? tour.departures.days.get(values.checkIn) : undefined,
      }),
    [listing, values, availability, signedIn, phoneValid, now, tour.departures],
  );
  const shown = attempted ? problems : problems.filter(isShownBeforeSubmit);
  const describe = useProblemMessage(listing.type);
  const messages = fieldMessages(shown, describe, refused, values);
  const price = useReservationPrice(listing, values, problems);
  const returnTo = () => `${pathname}${searchOfValues(values)}`;
  // The server's refusal holds for the values it saw; any change makes it old news.
  const refusal =
    refused && JSON.stringify(refused.values) === JSON.stringify(values) ? refused.refusal : null;

  // The summary names every problem; focus takes the guest (and a screen reader) there.
  const focusSummary = () => requestAnimationFrame(() => summary.current?.focus());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (problems.length > 0) {
      if (session.status === 'guest' && isAvailable('login')) open('login', { returnTo: returnTo() });
      focusSummary();
      return;
    }
    const outcome = await submit(values);
    if (outcome?.status !== 'editing') return;
    const code = outcome.refused?.refusal.code;
    // The calendar was out of date: show the nights as they are now.
    if (code === 'dates_taken') reload();
    // Someone booked the places meanwhile: show the departures as they are now.
    if (code === 'tour_full') tour.reload();
    // The sign-in ended meanwhile (expired, signed out elsewhere): sign in again and come back.
    if (outcome.refused?.refusal.status === 401 && isAvailable('login'))
      open('login', { returnTo: returnTo() });
    focusSummary();
  };

  const sending = state.status === 'sending';

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={sending} data-testid="reservation-form">
      {session.status === 'guest' && (
        <div className="mb-6">
          <SignInPrompt returnTo={returnTo} highlighted={attempted} />
        </div>
      )}
      <fieldset disabled={sending} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <FormSection
            id="reservation-stay"
            title={t(listing.type === 'tour' ? 'sections.tourDate' : 'sections.stay')}
          >
            {listing.type === 'apartment' ? (
              <StayDatesField
                availability={availability}
                onRetry={reload}
                checkIn={values.checkIn}
                checkOut={values.checkOut}
                onChange={change}
                message={messages.dates ?? null}
              />
            ) : (
              <TourDateField
                departures={tour.departures}
                onMonthChange={tour.showMonth}
                onRetry={tour.reload}
                date={values.checkIn}
                startTime={values.startTime}
                onChange={change}
                message={messages.dates ?? null}
              />
            )}
          </FormSection>
          <FormSection
            id="reservation-party"
            title={t(listing.type === 'tour' ? 'sections.participants' : 'sections.guests')}
          >
            <GuestsFields
              kind={listing.type}
              party={values}
              onChange={change}
              message={messages.guests ?? null}
            />
          </FormSection>
          <FormSection id="reservation-cancellation" title={t('sections.cancellation')}>
            <RefundableChoice
              kind={listing.type}
              checkIn={values.checkIn}
              isRefundable={values.isRefundable}
              onChange={(isRefundable) => change({ isRefundable })}
              totals={price.options}
              feePercent={price.feePercent}
              now={now}
              message={messages.isRefundable ?? null}
            />
          </FormSection>
          <FormSection id="reservation-contact" title={t('sections.contact')}>
            <ContactFields
              kind={listing.type}
              values={values}
              onChange={change}
              onPhoneChange={changePhone}
              messages={messages}
              serverPhoneError={serverPhoneError(refused, values)}
              showPhoneProblem={attempted}
              phoneKey={phoneKey}
            />
          </FormSection>
          <FormSection id="reservation-payment" title={t('sections.payment')}>
            <PaymentChoice
              kind={listing.type}
              value={values.paymentMethod}
              onChange={(paymentMethod) => change({ paymentMethod })}
              message={messages.paymentMethod ?? null}
            />
          </FormSection>
        </div>
        <div className="space-y-6 lg:sticky lg:top-20 lg:self-start">
          <FormSection id="reservation-price" title={t('sections.price')}>
            <ReservationPrice
              listing={listing}
              price={price}
              hasInfants={values.childrenAgeGroups.under2 > 0}
            />
          </FormSection>
          <BookingTerms variant="compact" times={listing.type === 'apartment' ? listing : null} />
          <TermsAcceptance
            accepted={values.acceptTerms}
            onChange={(acceptTerms) => change({ acceptTerms })}
            message={messages.acceptTerms ?? null}
          />
          <ProblemsSummary
            ref={summary}
            problems={attempted ? problems.map(describe) : []}
            refusal={refusal}
          />
          <button
            type="submit"
            className="button-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
            disabled={session.status === 'checking'}
            data-testid="reservation-submit"
          >
            {t(
              sending
                ? 'form.sending'
                : signedIn || session.status === 'checking'
                  ? 'form.submit'
                  : 'form.signInToBook',
            )}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
