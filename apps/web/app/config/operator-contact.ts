/**
 * The operator's phone, e-mail and country, shown in the footer (spec §1 leaves them out); placeholders until
 * the operator provides theirs. The postal address, social link and bank account are settings (decision 055).
 */
export const OPERATOR_CONTACT = {
  /** The country is named in the page language (`countryName` in i18n/display-names.ts). */
  countryCode: 'TR',
  phone: '+90 212 000 00 00',
  email: 'iletisim@konak.example',
} as const;

/** "+90 212 000 00 00" → "tel:+902120000000" */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
