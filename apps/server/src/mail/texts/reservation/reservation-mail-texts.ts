import type { Language } from '@konak/domain/languages';
import type {
  PaymentMethod,
  ReservationActor,
  ReservationType,
} from '@konak/domain/reservations/reservation-states';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';
import { tr } from './tr.ts';

/** Everything the reservation mails say, per language; functions take the numbers so each language inflects them. */
export type ReservationMailTexts = {
  labels: {
    number: string;
    apartment: string;
    tour: string;
    checkIn: string;
    checkOut: string;
    /** A tour's date and start time. */
    tourDate: string;
    address: string;
    meetingPoint: string;
    guests: string;
    /** "Guests" of a tour: the people joining it. */
    participants: string;
    total: string;
    guaranteeFee: string;
    paid: string;
    remaining: string;
    payment: string;
    cancellation: string;
    reason: string;
    refund: string;
    /** The form's name, in the member's mail of a booking for someone else. */
    bookedFor: string;
    /** The member's name, in the short notice to the person booked for. */
    bookedBy: string;
    bankName: string;
    accountHolder: string;
    iban: string;
    /** What the guest writes in the transfer's description: the reservation number. */
    paymentReference: string;
    /** What is still owed: the amount the transfer should carry. */
    amountToTransfer: string;
    /** When the receipt is due, as a date and time with "(Istanbul time)". */
    deadline: string;
  };
  /** Follows an Istanbul date and time: "(Istanbul time)". */
  istanbulTime: string;
  guests: (adults: number, children: number) => string;
  nights: (count: number) => string;
  /** A tour's departure: "2 Dec 2026 at 18:00". */
  departureAt: (date: string, time: string) => string;
  /** "1 Dec 2026, from 14:00" and "5 Dec 2026, until 11:00". */
  checkInAt: (date: string, time: string) => string;
  checkOutAt: (date: string, time: string) => string;
  paymentMethods: Record<PaymentMethod, string>;
  freeCancellationUntil: (date: string) => string;
  nonRefundable: string;
  button: string;
  created: {
    subject: (number: string) => string;
    intro: string;
    bankTransfer: (deadline: string) => string;
    payAtDoor: string;
    card: string;
    /** Under the bank details while they are the built-in example (decision 055). */
    exampleBankAccount: string;
  };
  confirmed: {
    subject: (number: string) => string;
    intro: string;
    calendar: string;
    houseRules: (checkInTime: string, checkOutTime: string) => string;
  };
  cancelled: {
    subject: (number: string) => string;
    intro: Record<ReservationActor, string>;
    refund: (amount: string) => string;
    noRefund: string;
    feeKept: string;
  };
  /**
   * The short notice to a form e-mail that is not the member's (decision 049). The member's name appears only as a
   * labelled value, never inside a sentence, so it cannot pass for our own words.
   */
  bookedFor: {
    subject: (number: string) => string;
    greeting: string;
    intro: Record<ReservationType, string>;
    withBooker: string;
    ignore: string;
    button: string;
    /** Stands for a member whose name had nothing printable in it. */
    someone: string;
  };
};

export const reservationMailTexts: Record<Language, ReservationMailTexts> = { tr, en, ar, ru };
