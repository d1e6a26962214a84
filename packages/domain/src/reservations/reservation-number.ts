/**
 * Reservation numbers people read out on the phone and type into WhatsApp: `KNK-2611-7Q4M` — the brand, the
 * year and month of booking in Istanbul (YYMM), and four characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L, U). Uniqueness is the database's job (a unique constraint; the service draws again on a clash).
 */
export const RESERVATION_NUMBER_PREFIX = 'KNK';
export const RESERVATION_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RESERVATION_NUMBER_RANDOM_LENGTH = 4;
export const RESERVATION_NUMBER_PATTERN = /^KNK-\d{4}-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}$/;

/** Random bytes; `crypto.getRandomValues` in production, a fixed sequence in tests. */
export type RandomBytes = (length: number) => Uint8Array;

const defaultRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

// 256 is not a multiple of 30: bytes from 240 up would favour the first 16 letters, so they are drawn again.
const UNBIASED_LIMIT = 256 - (256 % RESERVATION_NUMBER_ALPHABET.length);

function randomCharacters(count: number, randomBytes: RandomBytes): string {
  let result = '';
  while (result.length < count) {
    for (const byte of randomBytes(count * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      result += RESERVATION_NUMBER_ALPHABET[byte % RESERVATION_NUMBER_ALPHABET.length];
      if (result.length === count) break;
    }
  }
  return result;
}

/** A new number for a booking made on `bookingDate` (the Istanbul calendar date, `YYYY-MM-DD`). */
export function newReservationNumber(
  bookingDate: string,
  randomBytes: RandomBytes = defaultRandomBytes,
): string {
  const match = /^\d{2}(\d{2})-(\d{2})-\d{2}$/.exec(bookingDate);
  if (!match) throw new RangeError(`Invalid booking date: ${bookingDate}`);
  const random = randomCharacters(RESERVATION_NUMBER_RANDOM_LENGTH, randomBytes);
  return `${RESERVATION_NUMBER_PREFIX}-${match[1]}${match[2]}-${random}`;
}

/** Whether a string is shaped like a reservation number (after trimming and upper-casing what a person typed). */
export function normaliseReservationNumber(input: string): string | null {
  const candidate = input.trim().toUpperCase();
  return RESERVATION_NUMBER_PATTERN.test(candidate) ? candidate : null;
}
