/** ISO 13616 lengths of the IBANs guests are likely to be asked to pay into; other countries need only the checksum. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  TR: 26,
  DE: 22,
  GB: 22,
  NL: 18,
  FR: 27,
  AE: 23,
  RU: 33,
};

/** "tr47 0000-0000…" → "TR4700000000…": the form an IBAN is stored and checked in. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * True when the IBAN has the right shape and its two check digits pass ISO 7064 mod 97-10, the test every bank
 * runs first: a mistyped digit in the operator's account would otherwise send guests' transfers back.
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  // Digit by digit, so the 30-odd digit number never needs more than a small integer.
  let remainder = 0;
  for (const character of rearranged) {
    const digits = Number.parseInt(character, 36).toString();
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** "TR470000…" → "TR47 0000 0000 …": groups of four, as banks print them and guests copy them. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
