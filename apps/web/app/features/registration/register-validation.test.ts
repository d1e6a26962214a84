import { describe, expect, it } from 'vitest';
import { type RegisterFields, registrationPayload, validateRegistration } from './register-validation';

const valid: RegisterFields = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true,
};

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('names the first rule each field breaks (spec §5)', () => {
    expect(
      validateRegistration({ name: ' ', email: '', password: '', confirmPassword: '', acceptTerms: false }),
    ).toEqual({
      name: { key: 'fieldErrors.nameRequired' },
      email: { key: 'fieldErrors.emailRequired' },
      password: { key: 'fieldErrors.passwordRequired' },
      confirmPassword: { key: 'fieldErrors.confirmRequired' },
      acceptTerms: { key: 'fieldErrors.termsRequired' },
    });
    expect(
      validateRegistration({
        ...valid,
        name: ' A ',
        email: 'ayse@',
        password: '12345',
        confirmPassword: '12345',
      }),
    ).toEqual({
      name: { key: 'fieldErrors.nameTooShort', count: 2 },
      email: { key: 'fieldErrors.emailInvalid' },
      password: { key: 'fieldErrors.passwordTooShort', count: 6 },
    });
    expect(validateRegistration({ ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: { key: 'fieldErrors.passwordMismatch' },
    });
    expect(validateRegistration({ ...valid, name: 'x'.repeat(101) }).name).toEqual({
      key: 'fieldErrors.nameTooLong',
      count: 100,
    });
  });

  it('accepts an e-mail with spaces around it and capitals, as the server will normalise it', () => {
    expect(validateRegistration({ ...valid, email: '  Ayse@Example.COM ' })).toEqual({});
  });
});

describe('registrationPayload', () => {
  it('trims the name and phone, lower-cases and trims the e-mail, keeps the password as typed', () => {
    expect(
      registrationPayload(
        { ...valid, name: '  Ayşe Yılmaz ', email: ' Ayse@Example.COM ', password: ' pass word ' },
        '+90 532 123 45 67 ',
        'ar',
      ),
    ).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      password: ' pass word ',
      phone: '+90 532 123 45 67',
      preferredLanguage: 'ar',
    });
  });
});
