/**
 * The phone country a form starts with (spec §9: default country TR) and its calling code, without
 * libphonenumber: a page shows the code before the phone input's own code has loaded (decision 013).
 * phone-rules.test.ts checks that the two agree with libphonenumber.
 */
export const DEFAULT_PHONE_COUNTRY = 'TR';
export const DEFAULT_PHONE_DIAL_CODE = '+90';

/** The calling code a stored phone value ("+90 532…", spec §2) starts with, or the default one. */
export function dialCodeShown(phoneValue: string | undefined): string {
  return /^(\+\d{1,4}) /.exec(phoneValue ?? '')?.[1] ?? DEFAULT_PHONE_DIAL_CODE;
}
