import type { AuthUser } from '../api/auth/auth-user.ts';
import { BACK_OFFICE_ROLES } from '../auth/user-roles.ts';

/**
 * Who receives a reservation's notices (decision 049). A member may book for someone else, but the form's e-mail
 * and phone are only typed, never proven: sending them our full mails would let anyone make us write to strangers.
 * So the full notices go to the booking member's own account, and the form's contact gets one short notice.
 */

type Role = AuthUser['role'];

/** Roles that book for guests as the operator: the contact they type is the guest's on purpose. */
export const OPERATOR_BOOKER_ROLES: readonly Role[] = BACK_OFFICE_ROLES;

/** A third-party address or phone gets at most this many short notices in any 24 hours. */
export const BOOKED_FOR_NOTICES_PER_DAY = 3;

/** The account that made the booking; null when it no longer exists (deleted). */
export type NoticeBooker = { email: string; phone: string | null; role: Role } | null;

/** The contact typed in the reservation form. */
export type NoticeContact = { email: string; phone: string };

export type NoticeRecipients = {
  /** Created, confirmed and cancelled, with every detail: a null phone means no text message. */
  full: { email: string; phone: string | null };
  /** The one short "booked for you" notice at creation; null where the full notices already go. */
  bookedFor: { email: string | null; phone: string | null };
};

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** "+90 532 123 45 67" and "+90 5321234567" are one number. */
export function samePhone(a: string | null, b: string | null): boolean {
  const digits = (phone: string | null) => phone?.replace(/[^\d+]/g, '') ?? '';
  return digits(a) !== '' && digits(a) === digits(b);
}

export function noticeRecipients(booker: NoticeBooker, contact: NoticeContact): NoticeRecipients {
  // No account to write to any more, or the operator typed the guest's contact: the form's contact is the
  // recipient of record.
  if (!booker || OPERATOR_BOOKER_ROLES.includes(booker.role)) {
    return { full: { ...contact }, bookedFor: { email: null, phone: null } };
  }
  return {
    full: { email: booker.email, phone: booker.phone },
    bookedFor: {
      email: sameEmail(booker.email, contact.email) ? null : contact.email,
      phone: samePhone(booker.phone, contact.phone) ? null : contact.phone,
    },
  };
}
