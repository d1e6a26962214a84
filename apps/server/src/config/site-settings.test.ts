import { describe, expect, it } from 'vitest';
import { EXAMPLE_SITE_SETTINGS, siteSettingsOf } from './site-settings.ts';

const unset = {
  BANK_NAME: undefined,
  BANK_ACCOUNT_HOLDER: undefined,
  BANK_IBAN: undefined,
  OPERATOR_ADDRESS: undefined,
  SOCIAL_URL: undefined,
};

describe('siteSettingsOf', () => {
  it('marks every built-in value as an example', () => {
    const settings = siteSettingsOf(unset);
    expect(settings.bankAccount).toEqual({ ...EXAMPLE_SITE_SETTINGS.bankAccount, isExample: true });
    expect(settings.address.isExample).toBe(true);
    expect(settings.social.isExample).toBe(true);
  });

  it('shows the operator’s own values unmarked, the address split into its lines', () => {
    const settings = siteSettingsOf({
      BANK_NAME: 'Ziraat Bankası',
      BANK_ACCOUNT_HOLDER: 'Konak Turizm A.Ş.',
      BANK_IBAN: 'TR330006100519786457841326',
      OPERATOR_ADDRESS: 'Turnacıbaşı Cad. 10 | 34433 Beyoğlu / İstanbul |',
      SOCIAL_URL: 'https://www.instagram.com/konak.istanbul',
    });
    expect(settings).toEqual({
      bankAccount: {
        bankName: 'Ziraat Bankası',
        holder: 'Konak Turizm A.Ş.',
        iban: 'TR330006100519786457841326',
        isExample: false,
      },
      address: { lines: ['Turnacıbaşı Cad. 10', '34433 Beyoğlu / İstanbul'], isExample: false },
      social: { url: 'https://www.instagram.com/konak.istanbul', isExample: false },
    });
  });
});
