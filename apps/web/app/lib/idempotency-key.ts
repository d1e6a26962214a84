/**
 * A new Idempotency-Key (brief §4): a random UUID, for the site's booking form and the back office's phone
 * booking (decision 071). `crypto.randomUUID` exists only in secure contexts, so a site opened over plain http on
 * a local network falls back to the same version-4 layout from `crypto.getRandomValues`, which every browser has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
