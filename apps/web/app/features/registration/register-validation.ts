import type { RegisterRequest } from '@konak/domain/api/auth/register';
import { emailSchema, nameSchema, passwordSchema } from '@konak/domain/api/fields/account-fields';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@konak/domain/auth/auth-limits';
import type { Language } from '@konak/domain/languages';
import type { TranslationKey } from '../../i18n/namespaces';

/** The register form of spec §3 without the phone, which the phone input checks itself. */
export type RegisterFields = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

export type RegisterField = keyof RegisterFields;

export type FieldError = { key: TranslationKey<'registration'>; count?: number };

export type RegisterFieldErrors = Partial<Record<RegisterField, FieldError>>;

// The domain schemas name the rule a value breaks (`error.*`); each becomes this form's own text.
const SCHEMA_MESSAGES: Record<string, FieldError> = {
  'error.name_too_short': { key: 'fieldErrors.nameTooShort', count: NAME_MIN_LENGTH },
  'error.name_too_long': { key: 'fieldErrors.nameTooLong', count: NAME_MAX_LENGTH },
  'error.email_invalid': { key: 'fieldErrors.emailInvalid' },
  'error.password_too_short': { key: 'fieldErrors.passwordTooShort', count: PASSWORD_MIN_LENGTH },
  'error.password_too_long': { key: 'fieldErrors.passwordTooLong', count: PASSWORD_MAX_LENGTH },
};

function schemaError(
  schema: typeof nameSchema | typeof emailSchema | typeof passwordSchema,
  value: string,
  fallback: FieldError,
): FieldError | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message ?? '';
  return SCHEMA_MESSAGES[message] ?? fallback;
}

/** Spec §5 registration rules, with the domain's field schemas: the first rule each field breaks. */
export function validateRegistration(fields: RegisterFields): RegisterFieldErrors {
  const errors: RegisterFieldErrors = {};
  errors.name =
    fields.name.trim() === ''
      ? { key: 'fieldErrors.nameRequired' }
      : schemaError(nameSchema, fields.name, { key: 'fieldErrors.nameTooShort' });
  errors.email =
    fields.email.trim() === ''
      ? { key: 'fieldErrors.emailRequired' }
      : schemaError(emailSchema, fields.email, { key: 'fieldErrors.emailInvalid' });
  errors.password =
    fields.password === ''
      ? { key: 'fieldErrors.passwordRequired' }
      : schemaError(passwordSchema, fields.password, { key: 'fieldErrors.passwordTooShort' });
  if (fields.confirmPassword === '') errors.confirmPassword = { key: 'fieldErrors.confirmRequired' };
  else if (fields.confirmPassword !== fields.password)
    errors.confirmPassword = { key: 'fieldErrors.passwordMismatch' };
  if (!fields.acceptTerms) errors.acceptTerms = { key: 'fieldErrors.termsRequired' };
  for (const field of Object.keys(errors) as RegisterField[]) {
    if (errors[field] === undefined) delete errors[field];
  }
  return errors;
}

/** Spec §5: e-mail lower-cased and trimmed, name and phone trimmed; the page language is the preferred one. */
export function registrationPayload(
  fields: RegisterFields,
  phone: string,
  language: Language,
): RegisterRequest {
  return {
    name: fields.name.trim(),
    email: fields.email.trim().toLowerCase(),
    password: fields.password,
    phone: phone.trim(),
    preferredLanguage: language,
  };
}
