import type { CardPaymentResultAnswer } from '@konak/domain/api/payments/card-payment-result';
import type { CreateReservationResponse } from '@konak/domain/api/reservations/create-reservation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '../../i18n/i18n-context';
import { ApiError } from '../../lib/api-client';
import { cardPaymentResult } from './api/card-payment-result';
import { startCardCheckout } from './api/start-card-checkout';
import { switchToBankTransfer } from './api/switch-to-bank-transfer';

/** What the page shows of a card payment in place of the form. */
export type CardPaymentState =
  | { status: 'idle' }
  | { status: 'redirecting' }
  | { status: 'checking' }
  | { status: 'working'; answer: CardPaymentResultAnswer }
  /** `answer` is null when even the question failed (the connection): only asking again is offered. */
  | { status: 'problem'; answer: CardPaymentResultAnswer | null; error: string | null };

/** The reservation the gateway sent the guest back for: `?cardPayment=…&reservation=<id>` (decision 086). */
export function cardReturnOf(search: URLSearchParams): string | null {
  return search.get('cardPayment') ? search.get('reservation') : null;
}

/** The server's reason when it gave one, else the page's own. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

const answerFor = (reservation: CreateReservationResponse): CardPaymentResultAnswer => ({
  result: 'pending',
  message: null,
  canRetry: true,
  holdUntil: null,
  reservation,
});

/**
 * The card payment around a booking: sends the guest (same tab) to the gateway's page for a new card reservation;
 * on the way back asks the server what happened (the callback already settled it) and hands a paid reservation to
 * `onPaid` (the success modal); otherwise keeps the reservation for a retry or a switch to bank transfer, so the
 * form is never filled in again.
 */
export function useCardPayment({
  returnFor,
  onPaid,
  fallbackMessage,
}: {
  /** The reservation id of `?reservation=` when the page is the gateway's return, else null. */
  returnFor: string | null;
  onPaid: (reservation: CreateReservationResponse) => void;
  fallbackMessage: string;
}) {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const [state, setState] = useState<CardPaymentState>(
    returnFor ? { status: 'checking' } : { status: 'idle' },
  );
  const busy = useRef(false);

  const check = useCallback(
    async (reservationId: string) => {
      setState({ status: 'checking' });
      try {
        const answer = await cardPaymentResult(reservationId, { language });
        if (answer.result === 'paid') {
          setState({ status: 'idle' });
          onPaid(answer.reservation);
        } else setState({ status: 'problem', answer, error: null });
      } catch (error) {
        setState({ status: 'problem', answer: null, error: messageOf(error, fallbackMessage) });
      }
    },
    [language, onPaid, fallbackMessage],
  );

  useEffect(() => {
    if (returnFor) void check(returnFor);
  }, [returnFor, check]);

  /** Off to the gateway's page for this reservation (a new booking, or a retry after a refused card). */
  const pay = useCallback(
    async (reservation: CreateReservationResponse, answer = answerFor(reservation)) => {
      if (busy.current) return;
      busy.current = true;
      setState(
        answer.result === 'pending' && !answer.message
          ? { status: 'redirecting' }
          : { status: 'working', answer },
      );
      try {
        const { paymentPageUrl } = await startCardCheckout(
          reservation.id,
          { returnPath: pathname },
          { language },
        );
        setState({ status: 'redirecting' });
        window.location.assign(paymentPageUrl);
      } catch (error) {
        setState({ status: 'problem', answer, error: messageOf(error, fallbackMessage) });
      } finally {
        busy.current = false;
      }
    },
    [pathname, language, fallbackMessage],
  );

  /** Pays the same reservation by bank transfer instead: the booking's confirmation follows. */
  const switchToBank = useCallback(
    async (answer: CardPaymentResultAnswer) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'working', answer });
      try {
        const reservation = await switchToBankTransfer(answer.reservation.id, { language });
        setState({ status: 'idle' });
        onPaid(reservation);
      } catch (error) {
        setState({ status: 'problem', answer, error: messageOf(error, fallbackMessage) });
      } finally {
        busy.current = false;
      }
    },
    [language, onPaid, fallbackMessage],
  );

  return { state, pay, check, switchToBank };
}
