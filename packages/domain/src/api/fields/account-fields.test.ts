import { describe, expect, it } from 'vitest';
import { isDeleteAccountPhrase } from '../../auth/auth-limits.ts';
import {
  emailSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  verificationCodeSchema,
} from './account-fields.ts';

describe('account fields', () => {
  it('trims and lower-cases e-mails before checking them', () => {
    expect(emailSchema.parse('  Ayse.Yilmaz@Example.COM ')).toBe('ayse.yilmaz@example.com');
    expect(emailSchema.safeParse('not-an-email').success).toBe(false);
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@x.com`).success).toBe(false);
  });

  it('trims names and wants at least 2 characters', () => {
    expect(nameSchema.parse('  Ayşe  ')).toBe('Ayşe');
    expect(nameSchema.safeParse(' A ').error?.issues[0]?.message).toBe('error.name_too_short');
  });

  it('wants passwords of 6 to 128 characters, spaces included', () => {
    expect(passwordSchema.parse(' 12345')).toBe(' 12345');
    expect(passwordSchema.safeParse('12345').error?.issues[0]?.message).toBe('error.password_too_short');
    expect(passwordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });

  it('normalises phones and reports the broken rule with its number of digits', () => {
    expect(phoneSchema.parse(' +90 532 123 45 67 ')).toBe('+90 5321234567');
    const issue = phoneSchema.safeParse('+90 532').error?.issues[0];
    expect(issue).toMatchObject({ message: 'error.phone_at_least', params: { digits: 10 } });
    expect(phoneSchema.safeParse('532 123 45 67').error?.issues[0]?.message).toBe(
      'error.phone_country_code_required',
    );
  });

  it('takes six-digit codes only', () => {
    expect(verificationCodeSchema.parse(' 012345 ')).toBe('012345');
    for (const code of ['12345', '1234567', '12a456', ''])
      expect(verificationCodeSchema.safeParse(code).success).toBe(false);
  });

  it('recognises the deletion phrase in Turkish and English, whatever the case', () => {
    expect(isDeleteAccountPhrase('KALICI OLARAK SİL')).toBe(true);
    expect(isDeleteAccountPhrase('  kalıcı olarak sil ')).toBe(true);
    expect(isDeleteAccountPhrase('delete permanently')).toBe(true);
    expect(isDeleteAccountPhrase('DELETE')).toBe(false);
    expect(isDeleteAccountPhrase('')).toBe(false);
  });
});
