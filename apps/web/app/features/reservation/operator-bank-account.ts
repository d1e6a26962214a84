/**
 * Where guests who pay by bank transfer send the money (spec §1: receipt within 24 hours). Like the operator's
 * contact details in config/operator-contact.ts, these are placeholders until the operator provides theirs:
 * the IBAN is visibly not a real one. The reservation number is the payment reference.
 */
export const OPERATOR_BANK_ACCOUNT = {
  holder: 'Konak Turizm ve Konaklama Ltd. Şti.',
  bank: 'Örnek Bankası, Beyoğlu Şubesi',
  iban: 'TR00 0000 0000 0000 0000 0000 00',
} as const;
