import type { Language } from '@konak/domain/languages';
import type { PaymentMethod, ReservationActor } from '@konak/domain/reservations/reservation-states';
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
    tourDate: string;
    address: string;
    meetingPoint: string;
    guests: string;
    total: string;
    guaranteeFee: string;
    paid: string;
    remaining: string;
    payment: string;
    cancellation: string;
    reason: string;
    refund: string;
  };
  guests: (adults: number, children: number) => string;
  nights: (count: number) => string;
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
};

export const reservationMailTexts: Record<Language, ReservationMailTexts> = { tr, en, ar, ru };
