import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@konak/domain/auth/auth-limits';

export type NewPasswordErrors = {
  password?: 'tooShort' | 'tooLong';
  confirm?: 'mismatch';
};

/** Spec §5: at least 6 characters (and our 128 ceiling), and the confirmation must match. */
export function checkNewPassword(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'tooShort';
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = 'tooLong';
  if (confirm !== password) errors.confirm = 'mismatch';
  return errors;
}
