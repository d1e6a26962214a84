import type { PaymentMethod, PaymentStatus, ReservationStatus } from './reservation-states.ts';

/** A phone photo of a bank slip is 2–5 MB; a scanned PDF rarely more. 10 MB leaves room without inviting abuse. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_MAX_MEGABYTES = RECEIPT_MAX_BYTES / (1024 * 1024);
export const RECEIPT_FILE_NAME_MAX_LENGTH = 200;

export const RECEIPT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export type ReceiptContentType = (typeof RECEIPT_CONTENT_TYPES)[number];

/** What the file picker offers; the server decides by the bytes, never by this list or the file's name. */
export const RECEIPT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.heic,.heif,application/pdf,image/*';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

// ISO base media "ftyp" major brands of iPhone photos (HEIC) and of other HEIF still images.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/**
 * The receipt's real type from its first bytes (magic numbers), or null when it is none we accept. A name ending
 * in .pdf or a declared type proves nothing: a guest's file reaches the operator's mail, so only these formats pass.
 */
export function detectReceiptType(bytes: Uint8Array): ReceiptContentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (HEIF_BRANDS.has(brand)) return 'image/heif';
  }
  return null;
}

export const RECEIPT_EXTENSIONS: Record<ReceiptContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

/**
 * The name the guest's file had, made safe to show and to offer as a download: no folders, no control or
 * direction-override characters, at most 200 characters. Nothing printable left → "receipt".
 */
export function cleanReceiptFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const printable = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  const trimmed = printable.trim().replace(/\s+/g, ' ');
  return [...trimmed].slice(0, RECEIPT_FILE_NAME_MAX_LENGTH).join('') || 'receipt';
}

/**
 * Whether the guest may send (or replace) a receipt: a bank transfer still pending with nothing recorded as paid.
 * Once the operator records the payment, or the reservation is cancelled, the receipt is settled.
 */
export function acceptsReceipt(reservation: {
  paymentMethod: PaymentMethod;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
}): boolean {
  return (
    reservation.paymentMethod === 'bank_transfer' &&
    reservation.status === 'pending' &&
    reservation.paymentStatus === 'pending'
  );
}
