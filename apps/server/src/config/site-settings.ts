import type { SiteSettings } from '@konak/domain/site/site-settings';
import type { Config } from './env.ts';

/**
 * The built-in examples: visibly not real (an "example" bank, an all-zero IBAN whose check digits still pass), and
 * flagged `isExample` so the pages and mails say so (decision 055).
 */
export const EXAMPLE_SITE_SETTINGS = {
  bankAccount: {
    bankName: 'Örnek Bankası, Beyoğlu Şubesi',
    holder: 'Konak Turizm ve Konaklama Ltd. Şti.',
    iban: 'TR470000000000000000000000',
  },
  addressLines: ['Örnek Mahallesi, Örnek Sokak No: 1', '34000 Beyoğlu / İstanbul'],
  socialUrl: 'https://www.instagram.com/',
} as const;

type OperatorVariables = Pick<
  Config,
  'BANK_NAME' | 'BANK_ACCOUNT_HOLDER' | 'BANK_IBAN' | 'OPERATOR_ADDRESS' | 'SOCIAL_URL'
>;

/** The operator's details as the pages and mails show them, from the validated environment. */
export function siteSettingsOf(config: OperatorVariables): SiteSettings {
  const { BANK_NAME, BANK_ACCOUNT_HOLDER, BANK_IBAN } = config;
  const addressLines = config.OPERATOR_ADDRESS?.split('|')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    bankAccount:
      BANK_NAME && BANK_ACCOUNT_HOLDER && BANK_IBAN
        ? { bankName: BANK_NAME, holder: BANK_ACCOUNT_HOLDER, iban: BANK_IBAN, isExample: false }
        : { ...EXAMPLE_SITE_SETTINGS.bankAccount, isExample: true },
    address: addressLines?.length
      ? { lines: addressLines, isExample: false }
      : { lines: EXAMPLE_SITE_SETTINGS.addressLines, isExample: true },
    social: config.SOCIAL_URL
      ? { url: config.SOCIAL_URL, isExample: false }
      : { url: EXAMPLE_SITE_SETTINGS.socialUrl, isExample: true },
  };
}
