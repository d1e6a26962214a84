import type { CreateReservationResponse } from '@konak/domain/api/reservations/create-reservation';
import { useCallback, useRef, useState } from 'react';
import { useLanguage } from '../../i18n/i18n-context';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { ReservationListing } from './reservation-listing';
import type { ReservationValues } from './reservation-values';
import { type BookingRefusal, createReservation, refusalOf } from './submit-reservation';

/** The server's refusal and the values it refused, so a field's message can go once that field changes. */
export type Refused = { refusal: BookingRefusal; values: ReservationValues };

export type BookingSubmit =
  | { status: 'editing'; refused: Refused | null }
  | { status: 'sending'; refused: Refused | null }
  | { status: 'booked'; reservation: CreateReservationResponse };

/**
 * Sends the booking once at a time. The Idempotency-Key is made for the form session and reused by every
 * attempt: a retry after a lost answer returns the reservation the first one made instead of a second one.
 */
export function useBookingSubmit({
  listing,
  fallbackMessage,
  onBooked,
}: {
  listing: ReservationListing;
  /** Spec §8 "reservation could not be created", for answers without a message of their own. */
  fallbackMessage: string;
  onBooked: (reservation: CreateReservationResponse) => void;
}) {
  const [state, setState] = useState<BookingSubmit>({ status: 'editing', refused: null });
  const key = useRef<string | null>(null);
  const sending = useRef(false);
  const { language } = useLanguage();

  const submit = useCallback(
    async (values: ReservationValues): Promise<BookingSubmit | null> => {
      if (sending.current) return null;
      sending.current = true;
      key.current ??= newIdempotencyKey();
      setState((current) => ({
        status: 'sending',
        refused: current.status === 'booked' ? null : current.refused,
      }));
      try {
        const reservation = await createReservation(listing, values, key.current, language);
        const booked: BookingSubmit = { status: 'booked', reservation };
        setState(booked);
        onBooked(reservation);
        return booked;
      } catch (error) {
        const refused: BookingSubmit = {
          status: 'editing',
          refused: { refusal: refusalOf(error, fallbackMessage), values },
        };
        setState(refused);
        return refused;
      } finally {
        sending.current = false;
      }
    },
    [listing, fallbackMessage, onBooked, language],
  );

  return { state, submit };
}
