import { useRef } from 'react';
import { ModalDescription, ModalTitle } from '../../components/modal/modal-frame';
import type { ReservationSuccessProps } from '../../components/modal/reservation-success-props';
import { useTranslation } from '../../i18n/i18n-context';
import { focusElement } from '../../lib/focus';
import { formatDay, formatEuro, formatIstanbulInstant } from '../../lib/format';
import { BankAccountDetails } from '../../site/bank-account-details';
import { ReservationTranslations } from './reservation-translations';
import { useGuestAttention } from './use-guest-attention';
import { type HandOffState, useWhatsappHandOff } from './use-whatsapp-hand-off';

const STATE_TEXT = {
  leaving: 'success.opening',
  automatic: 'success.opened',
  manual: 'success.opened',
  failed: 'success.failed',
  stopped: 'success.stopped',
} as const satisfies Record<Exclude<HandOffState, 'counting'>, string>;

/**
 * The reservation-success modal (spec §2, §4, §9), registered as 'reservation-success': the reservation number,
 * a 7-second countdown, then this tab goes to the WhatsApp chat with the details and the modal closes 2 s after
 * the page was left; the "open now" link opens the chat in a new tab at once and closes 1 s later (decision 051).
 */
export default function ReservationSuccessModal(props: ReservationSuccessProps & { close: () => void }) {
  return (
    <ReservationTranslations>
      <ReservationSuccess {...props} />
    </ReservationTranslations>
  );
}

function ReservationSuccess({
  reservationNumber,
  whatsappUrl,
  paymentMethod,
  paymentDeadline,
  amountDue,
  departure,
  close,
}: ReservationSuccessProps & { close: () => void }) {
  const { t, language } = useTranslation('reservation');
  const root = useRef<HTMLDivElement>(null);
  const goNow = useRef<HTMLAnchorElement>(null);
  const paused = useGuestAttention(root);
  const { secondsLeft, state, linkFollowed, stay } = useWhatsappHandOff({ url: whatsappUrl, close, paused });
  return (
    <div ref={root} data-testid="reservation-success">
      <ModalTitle>{t('success.title')}</ModalTitle>
      <ModalDescription>{t('success.text')}</ModalDescription>
      <div className="mt-5 rounded-2xl bg-brand-50 px-4 py-3 text-center">
        <p className="text-sm font-medium text-stone-700">{t('success.number')}</p>
        <p
          className="mt-1 font-mono text-2xl font-bold tracking-wider whitespace-nowrap text-stone-900"
          dir="ltr"
          data-testid="reservation-number"
        >
          {reservationNumber}
        </p>
      </div>
      {departure && (
        <p className="mt-4 text-center font-semibold text-stone-900" data-testid="success-departure">
          {t('success.departure', { date: formatDay(departure.date, language), time: departure.startTime })}
        </p>
      )}
      {paymentMethod === 'bank_transfer' && paymentDeadline && (
        <p className="mt-4 text-stone-700">
          {t('success.bankTransfer', { deadline: formatIstanbulInstant(paymentDeadline, language) })}
        </p>
      )}
      {paymentMethod === 'bank_transfer' && paymentDeadline && (
        <BankAccountDetails
          reference={reservationNumber}
          amount={formatEuro(amountDue, language)}
          deadline={formatIstanbulInstant(paymentDeadline, language)}
          className="mt-3"
        />
      )}
      {paymentMethod === 'card' && (
        <p className="mt-4 font-medium text-green-800" data-testid="success-card-paid">
          {t('success.cardPaid')}
        </p>
      )}
      {paymentMethod === 'pay_at_door' && (
        <p className="mt-4 text-stone-700">{t(departure ? 'tour.successPayAtDoor' : 'success.payAtDoor')}</p>
      )}
      {/* A timer is not announced every second (it would drown everything else); how it ends is. */}
      <p
        role="timer"
        aria-live="off"
        className="mt-5 text-center text-lg font-semibold text-stone-900"
        data-testid="hand-off-countdown"
      >
        {state !== 'counting'
          ? t(STATE_TEXT[state])
          : paused
            ? t('success.paused')
            : t('success.countdown', { count: secondsLeft })}
      </p>
      <p className="sr-only" role="status">
        {state === 'counting' ? '' : t(STATE_TEXT[state])}
      </p>
      {/* A real link: a click is a user gesture, so the browser opens the new tab instead of blocking it. */}
      <a
        ref={goNow}
        href={whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={linkFollowed}
        onAuxClick={linkFollowed}
        className="button-primary mt-4 w-full"
        data-testid="hand-off-now"
      >
        {t('success.goNow')}
        <span className="sr-only"> ({t('success.newWindow')})</span>
      </a>
      {/* WCAG 2.2.1: the guest may turn the time limit off; the link above still opens the chat. */}
      {state === 'counting' && (
        <button
          type="button"
          onClick={() => {
            stay();
            // The button goes with the countdown: the way to the chat is next.
            focusElement(goNow.current);
          }}
          className="mt-2 min-h-11 w-full rounded-xl px-3 font-semibold text-stone-700 underline underline-offset-4 hover:bg-stone-100"
          data-testid="hand-off-stay"
        >
          {t('success.stay')}
        </button>
      )}
    </div>
  );
}
