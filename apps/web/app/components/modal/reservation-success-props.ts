import type { PaymentMethod } from '@konak/domain/reservations/reservation-states';

/** What the reservation-success modal shows (spec §2, §4): the number and the WhatsApp hand-off. */
export type ReservationSuccessProps = {
  reservationNumber: string;
  /** `https://wa.me/<number>?text=<details in the guest's language>`, as the server built it. */
  whatsappUrl: string;
  paymentMethod: PaymentMethod;
  /** When the bank-transfer receipt is due (ISO instant); null for other payment methods. */
  paymentDeadline: string | null;
  /** What is still to pay (euro): the amount of the transfer. */
  amountDue: number;
  /** A tour's departure, shown so the guest sees when to be there; absent for apartment stays. */
  departure?: { date: string; startTime: string } | null;
};
