import type { SiteSettings } from '@konak/domain/site/site-settings';

/** What the server sends while the operator has set nothing: examples, each marked as one. */
export const EXAMPLE_SITE: SiteSettings = {
  bankAccount: {
    bankName: 'Örnek Bankası, Beyoğlu Şubesi',
    holder: 'Konak Turizm ve Konaklama Ltd. Şti.',
    iban: 'TR470000000000000000000000',
    isExample: true,
  },
  address: {
    lines: ['Örnek Mahallesi, Örnek Sokak No: 1', '34000 Beyoğlu / İstanbul'],
    isExample: true,
  },
  social: { url: 'https://www.instagram.com/', isExample: true },
};

/** An operator who set BANK_*, OPERATOR_ADDRESS and SOCIAL_URL. */
export const OPERATOR_SITE: SiteSettings = {
  bankAccount: {
    bankName: 'Ziraat Bankası, Galata Şubesi',
    holder: 'Konak Turizm A.Ş.',
    iban: 'TR330006100519786457841326',
    isExample: false,
  },
  address: { lines: ['Turnacıbaşı Cad. No: 10', '34433 Beyoğlu / İstanbul'], isExample: false },
  social: { url: 'https://www.facebook.com/konak.istanbul', isExample: false },
};
