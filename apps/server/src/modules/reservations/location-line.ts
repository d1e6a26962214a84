// Case differs between the address someone typed and the catalogue's place names ("CİHANGİR", "Cihangir").
const samePlace = new Intl.Collator('tr', { sensitivity: 'accent' });

/**
 * The apartment's address followed by its neighbourhood, district and city, each place once and in that order:
 * addresses often end in the neighbourhood already, and a mail saying "Cihangir, Cihangir" looks careless.
 */
export function locationLine(address: string | null, places: readonly (string | null)[]): string {
  const parts = [...(address ?? '').split(','), ...places].map((part) => part?.trim() ?? '').filter(Boolean);
  const kept: string[] = [];
  for (const part of parts) {
    if (!kept.some((seen) => samePlace.compare(seen, part) === 0)) kept.push(part);
  }
  return kept.join(', ');
}
