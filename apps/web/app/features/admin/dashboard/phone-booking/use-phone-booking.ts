import type {
  PhoneGuestResponse,
  PhoneReservationQuote,
  PhoneReservationResponse,
} from '@konak/domain/api/admin/phone-reservation';
import { useCallback, useRef, useState } from 'react';
import { useLanguage } from '../../../../i18n/i18n-context';
import { ApiError } from '../../../../lib/api-client';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { createPhoneReservation } from '../api/create-phone-reservation';
import { findPhoneGuest } from '../api/find-phone-guest';
import { quotePhoneReservation } from '../api/quote-phone-reservation';
import { type PhoneBookingValues, phoneBookingBody } from './phone-booking-values';

/** A refusal: the server's translated message and its field messages by field name. */
export type Refusal = { message: string; fields: Record<string, string> };

export type GuestLookup =
  | { status: 'idle' }
  | { status: 'looking' }
  | { status: 'found'; email: string; member: NonNullable<PhoneGuestResponse['member']> }
  | { status: 'new'; email: string };

export type Quote =
  | { status: 'idle' }
  | { status: 'pricing' }
  | { status: 'priced'; quote: PhoneReservationQuote; forBody: string };

function refusalOf(error: unknown, fallback: string): Refusal {
  if (!(error instanceof ApiError)) return { message: fallback, fields: {} };
  const fields: Record<string, string> = {};
  for (const { field, message } of error.errors) {
    const name = field.split('.')[0] ?? field;
    fields[name] ??= message;
  }
  if (error.code === 'dates_taken' || error.code === 'tour_full') fields.checkIn ??= error.message;
  return { message: error.message || fallback, fields };
}

/**
 * The phone booking's three calls, one at a time: the guest lookup, the price, the booking. The booking's
 * Idempotency-Key belongs to the values it was made for: the same values (a double click, a retry) reuse it.
 */
export function usePhoneBooking({
  fallbackMessage,
  onBooked,
}: {
  fallbackMessage: string;
  onBooked: (reservation: PhoneReservationResponse) => void;
}) {
  const { language } = useLanguage();
  const [guest, setGuest] = useState<GuestLookup>({ status: 'idle' });
  const [quote, setQuote] = useState<Quote>({ status: 'idle' });
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // One Idempotency-Key per filled-in booking (decision 071), made again only when the values change: a double
  // click or a retry after a lost answer is one reservation.
  const key = useRef<{ key: string; forBody: string } | null>(null);
  const busy = useRef(false);

  const lookUp = useCallback(
    async (email: string) => {
      if (busy.current) return null;
      busy.current = true;
      setGuest({ status: 'looking' });
      setRefusal(null);
      try {
        const answer = await findPhoneGuest(email.trim(), { language });
        const found: GuestLookup = answer.member
          ? { status: 'found', email: answer.member.email, member: answer.member }
          : { status: 'new', email: email.trim().toLowerCase() };
        setGuest(found);
        return found;
      } catch (error) {
        setGuest({ status: 'idle' });
        setRefusal(refusalOf(error, fallbackMessage));
        return null;
      } finally {
        busy.current = false;
      }
    },
    [language, fallbackMessage],
  );

  const price = useCallback(
    async (values: PhoneBookingValues) => {
      if (busy.current) return;
      busy.current = true;
      const body = phoneBookingBody(values);
      setQuote({ status: 'pricing' });
      setRefusal(null);
      try {
        const answer = await quotePhoneReservation(body, { language });
        setQuote({ status: 'priced', quote: answer, forBody: JSON.stringify(body) });
      } catch (error) {
        setQuote({ status: 'idle' });
        setRefusal(refusalOf(error, fallbackMessage));
      } finally {
        busy.current = false;
      }
    },
    [language, fallbackMessage],
  );

  const book = useCallback(
    async (values: PhoneBookingValues) => {
      if (busy.current) return;
      busy.current = true;
      const body = phoneBookingBody(values);
      const forBody = JSON.stringify(body);
      if (key.current?.forBody !== forBody) key.current = { key: newIdempotencyKey(), forBody };
      setSaving(true);
      setRefusal(null);
      try {
        const reservation = await createPhoneReservation(body, key.current.key, { language });
        onBooked(reservation);
      } catch (error) {
        setRefusal(refusalOf(error, fallbackMessage));
      } finally {
        busy.current = false;
        setSaving(false);
      }
    },
    [language, fallbackMessage, onBooked],
  );

  const forgetGuest = useCallback(() => setGuest({ status: 'idle' }), []);
  return { guest, lookUp, forgetGuest, quote, price, book, saving, refusal };
}
