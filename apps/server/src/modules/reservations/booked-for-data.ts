import type { BookedForMailData } from '../../mail/mail-message.ts';
import type { BookedForSmsData } from '../../sms/booked-for-sms.ts';
import type { NoticeSubject } from './notice-data.ts';

/** Enough for any real name; a sentence smuggled into the name is cut short (decision 049). */
export const BOOKER_NAME_MAX_LENGTH = 50;

// Line breaks and other controls would break the text's layout; direction marks, embeddings, overrides and
// isolates could reorder what the reader sees (the joiners some scripts need stay).
const LAYOUT_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * An account name as a stranger may read it: one line of visible characters, at most BOOKER_NAME_MAX_LENGTH
 * of them (cut with an ellipsis, never inside a surrogate pair). Empty when nothing printable is left.
 */
export function shortBookerName(name: string): string {
  const clean = name.replace(LAYOUT_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  const characters = [...clean];
  if (characters.length <= BOOKER_NAME_MAX_LENGTH) return clean;
  return `${characters
    .slice(0, BOOKER_NAME_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

export function bookedForSmsData({ row, booker }: NoticeSubject): BookedForSmsData {
  return {
    bookerName: shortBookerName(booker?.name ?? ''),
    reservationNumber: row.reservationNumber,
    type: row.type,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    startTime: row.startTime,
  };
}

export function bookedForMailData(subject: NoticeSubject): BookedForMailData {
  return {
    ...bookedForSmsData(subject),
    title: subject.listing?.title ?? subject.row.reservationNumber,
  };
}
