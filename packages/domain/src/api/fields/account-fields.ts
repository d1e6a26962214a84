import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from '../../auth/auth-limits.ts';
import { checkPhone } from '../../auth/phone-rules.ts';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';

/**
 * Reusable, normalising field schemas of the account forms (spec §5). Custom messages are `error.*` keys: the
 * server translates them (with `params`), the web maps them to its own texts.
 */

/** Trimmed and lower-cased before it is checked, so " Ayse@Example.COM " and "ayse@example.com" are one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'error.email_invalid')
  .pipe(z.email('error.email_invalid'));

export const nameSchema = z
  .string()
  .trim()
  .min(NAME_MIN_LENGTH, 'error.name_too_short')
  .max(NAME_MAX_LENGTH, 'error.name_too_long');

/** Not trimmed: spaces are legitimate password characters. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'error.password_too_short')
  .max(PASSWORD_MAX_LENGTH, 'error.password_too_long');

/** The current password of a form that re-checks it: any non-empty string (old accounts may predate the rules). */
export const currentPasswordSchema = z.string().min(1, 'error.password_required').max(PASSWORD_MAX_LENGTH);

export const preferredLanguageSchema = z.enum(SUPPORTED_LANGUAGES);

const phoneErrorKeys = {
  country_code_required: 'error.phone_country_code_required',
  at_least: 'error.phone_at_least',
  at_most: 'error.phone_at_most',
  invalid_format: 'error.phone_invalid_format',
} as const;

/**
 * "+90 532 123 45 67" → "+90 5321234567", or a field error naming the rule it breaks. Shared dial codes are
 * checked with the spec country's rule (US, RU, GB), which also fits real Canadian, Kazakh and Channel Islands numbers.
 */
export const phoneSchema = z
  .string()
  .max(40, 'error.phone_invalid_format')
  .transform((value, context) => {
    const result = checkPhone(value);
    if (result.ok) return result.phone.normalised;
    const { error } = result;
    context.addIssue({
      code: 'custom',
      message: phoneErrorKeys[error.code],
      params: 'digits' in error ? { digits: error.digits } : {},
    });
    return z.NEVER;
  });

/** Spec §9: six digits. Spaces a user pasted around it are ignored. */
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'error.verification_code_format');

/** Opaque tokens we issued (temporary, reset, guest): bounded so nobody makes us verify megabytes. */
export const opaqueTokenSchema = z.string().min(1).max(2048);
