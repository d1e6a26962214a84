/**
 * The operator's contact details, shown in the footer (spec §1 leaves them out). Every page reads them
 * from here; the values are placeholders until the operator provides theirs.
 */
export const OPERATOR_CONTACT = {
  /** Street and town as the post writes them, in Turkish on every page. */
  streetLines: ['Örnek Mahallesi, Örnek Sokak No: 1', '34000 Beyoğlu / İstanbul'],
  /** The country is named in the page language (`countryName` in i18n/display-names.ts). */
  countryCode: 'TR',
  phone: '+90 212 000 00 00',
  email: 'iletisim@konak.example',
  social: [{ network: 'Instagram', url: 'https://www.instagram.com/' }],
} as const;

/** "+90 212 000 00 00" → "tel:+902120000000" */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
