/** Spec §9 and brief §5 limits of sign-in, verification and password reset, shared by server and web. */

/** Spec §9: a verification code has six digits… */
export const VERIFICATION_CODE_LENGTH = 6;
/** …and lives 10 minutes (the modal says so). */
export const VERIFICATION_CODE_TTL_MINUTES = 10;
/** Five wrong codes end a code; a new one must be requested. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** A new code may be requested 60 s after the last one (the resend button counts down). */
export const RESEND_COOLDOWN_SECONDS = 60;
/** A password-reset link works once, for one hour. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** After this many failed logins (per account and IP, or per IP) the login form needs a solved captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** After this many failed logins an account is locked for that IP… */
export const LOCK_AFTER_FAILURES = 5;
/** …for this long (the page shows minutes: spec §8's default wait of 15). */
export const LOCK_MINUTES = 15;
/**
 * Failures of one account from all addresses within an hour after which every sign-in to it, from anywhere, needs
 * a solved captcha and its owner is told (decision 022). It never locks: a stranger must not keep the owner out.
 */
export const ACCOUNT_CAPTCHA_AFTER_FAILURES = 20;

/** Typed confirmation of account deletion (spec §5): the Turkish phrase means "delete permanently". */
export const DELETE_ACCOUNT_PHRASES = { tr: 'KALICI OLARAK SİL', en: 'DELETE PERMANENTLY' } as const;

/** Whether a typed phrase is one of the two, ignoring case (Turkish dotted İ included) and outer spaces. */
export function isDeleteAccountPhrase(typed: string): boolean {
  const normalised = typed.trim().replace(/\s+/g, ' ');
  return (
    normalised.toLocaleUpperCase('tr') === DELETE_ACCOUNT_PHRASES.tr ||
    normalised.toLocaleUpperCase('en') === DELETE_ACCOUNT_PHRASES.en
  );
}

/** Field lengths of the account forms (spec §5: name ≥ 2, password ≥ 6). */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 6;
// argon2 would hash megabytes happily; a bound keeps a login from being a CPU or memory attack.
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
