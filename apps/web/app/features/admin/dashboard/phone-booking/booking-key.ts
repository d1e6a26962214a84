/**
 * An Idempotency-Key for one filled-in phone booking (decision 071): a random UUID, made again only when the
 * booking's values change, so a double click or a retry after a lost answer is one reservation. Like the site's
 * booking form, it falls back to getRandomValues where randomUUID is missing (plain http on a local network).
 */
export function newBookingKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
