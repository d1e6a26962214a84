import type { Language } from '@konak/domain/languages';
import type { OwnerPropertyType } from '@konak/domain/owners/owner-inquiry-rules';
import type {
  PaymentMethod,
  ReservationActor,
  ReservationType,
} from '@konak/domain/reservations/reservation-states';
import type { SiteSettings } from '@konak/domain/site/site-settings';

/** What the reservation mails say about a booking; amounts in euro, dates `YYYY-MM-DD`, instants ISO 8601. */
export type ReservationMailData = {
  name: string;
  reservationNumber: string;
  type: ReservationType;
  title: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** Local Istanbul times of the apartment (14:00 and 11:00 unless it says otherwise). */
  checkInTime: string;
  checkOutTime: string;
  /** A tour's departure ("HH:MM", Istanbul) and length in minutes; null for apartments. */
  startTime: string | null;
  durationMinutes: number | null;
  /** The apartment's address, or the tour's meeting point. */
  location: string;
  adults: number;
  children: number;
  totalPrice: number;
  guaranteeFee: number;
  paidAmount: number;
  remainingAmount: number;
  isRefundable: boolean;
  /** Last Istanbul day of free cancellation (refundable bookings). */
  freeCancellationUntil: string | null;
  paymentMethod: PaymentMethod;
  /** When the bank-transfer receipt is due. */
  paymentDeadline: string | null;
  /** Where an unpaid bank transfer goes (BANK_* settings, decision 055); null for every other booking. */
  bankAccount: SiteSettings['bankAccount'] | null;
  /** The member's reservations page in the guest's language. */
  reservationsUrl: string;
  /** The form's name when the member booked for someone else: the member's mail says whom the stay is for. */
  bookedFor: string | null;
};

export type ReservationCancelledMailData = ReservationMailData & {
  cancelledBy: ReservationActor;
  cancelReason: string | null;
  refundAmount: number;
};

/**
 * The short notice to a form e-mail that is not the booking member's (decision 049): who booked, what and when,
 * nothing typed in the form and no prices, so it is no way to send strangers a message of one's own.
 */
export type BookedForMailData = {
  /** The booking member's account name, already shortened; empty when nothing printable was left. */
  bookerName: string;
  reservationNumber: string;
  type: ReservationType;
  title: string;
  checkIn: string;
  checkOut: string;
  /** A tour's departure time ("HH:MM"); null for apartments. */
  startTime: string | null;
};

/** An enquiry of the owners page (decision 042), as the operator's notice shows it. */
export type OwnerInquiryMailData = {
  name: string;
  email: string;
  phone: string;
  district: string;
  propertyType: OwnerPropertyType;
  bedrooms: number;
  message: string | null;
  /** The page language the owner wrote in. */
  language: Language;
  receivedAt: string;
};

/** A bank-transfer receipt a guest sent (decision 057), as the operator's notice shows it; the file rides along. */
export type ReceiptMailData = {
  reservationNumber: string;
  type: ReservationType;
  title: string;
  checkIn: string;
  checkOut: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  /** What the guest still owes: the amount the transfer should show. */
  amountDue: number;
  paymentDeadline: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
  /** The file's bytes, base64. */
  content: string;
};

/** An imported block over a direct booking (issue 18 §4), as the operator's notice shows both sides. */
export type ChannelConflictMailData = {
  apartmentNumber: string;
  apartmentTitle: string;
  reservationNumber: string;
  checkIn: string;
  checkOut: string;
  guestName: string;
  channel: 'airbnb' | 'booking' | 'other';
  blockCheckIn: string;
  blockCheckOut: string;
  blockSummary: string;
  dashboardUrl: string;
};

/**
 * Every e-mail the site sends, by template. The mailer renders the template in the recipient's language
 * (tr, en, ar, ru) and sends it over SMTP_URL, or writes it to DATA_DIR/outbox/mail when none is set.
 * A feature that needs a new mail adds its template here.
 */
export type MailMessage = {
  to: string;
  language: Language;
  /** Where a reply goes when it is not the sender (the operator answering an owner). */
  replyTo?: string;
} & (
  | { template: 'verification-code'; data: { name: string; code: string; expiresInMinutes: number } }
  | { template: 'password-reset'; data: { name: string; resetUrl: string; expiresInMinutes: number } }
  | { template: 'welcome'; data: { name: string } }
  /** To an account's owner: someone keeps trying their password from many addresses (decision 022). */
  | { template: 'sign-in-attempts'; data: { name: string; failedAttempts: number } }
  | { template: 'reservation-created'; data: ReservationMailData }
  /** Carries the stay as an .ics calendar file; `issuedAt` stamps it. */
  | { template: 'reservation-confirmed'; data: ReservationMailData & { issuedAt: string } }
  | { template: 'reservation-cancelled'; data: ReservationCancelledMailData }
  /** To the form's e-mail when a member booked for someone else: one short notice, at creation. */
  | { template: 'reservation-booked-for'; data: BookedForMailData }
  /** To the operator (OPERATOR_EMAIL): a new enquiry from the owners page. */
  | { template: 'owner-inquiry'; data: OwnerInquiryMailData }
  /** To the operator (OPERATOR_EMAIL): a guest sent the receipt of a bank transfer, attached. */
  | { template: 'payment-receipt'; data: ReceiptMailData }
  /** To the operator (OPERATOR_EMAIL): an imported channel block overlaps a direct booking. */
  | { template: 'channel-conflict'; data: ChannelConflictMailData }
  /** To the owner: we have the enquiry and will call; `ownersUrl` is the owners page in their language. */
  | {
      template: 'owner-inquiry-received';
      data: Pick<OwnerInquiryMailData, 'name' | 'district' | 'propertyType' | 'bedrooms'> & {
        ownersUrl: string;
      };
    }
);

/** A file sent with a mail (the confirmation's calendar entry, a guest's receipt in base64). */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' };

export type MailTemplate = MailMessage['template'];

export type Mailer = {
  /** Resolves once the message is handed to the SMTP server (or written to the outbox). */
  send(message: MailMessage): Promise<void>;
  /** Closes pooled SMTP connections at shutdown (the outbox holds none). */
  close?(): Promise<void>;
};
