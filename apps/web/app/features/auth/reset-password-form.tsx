import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@konak/domain/auth/auth-limits';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert';
import { PasswordField } from '../../components/form/password-field';
import { useTranslation } from '../../i18n/i18n-context';
import { ApiError } from '../../lib/api-client';
import { useHydrated } from '../../lib/use-hydrated';
import { resetPassword } from './api/reset-password';
import { PRIMARY_BUTTON_CLASSES } from './form-classes';
import { checkNewPassword, type NewPasswordErrors } from './new-password-rules';

/** The new password and its confirmation; POST /auth/reset-password with the link's token. */
export function ResetPasswordForm({
  token,
  ready,
  onDone,
  onInvalidToken,
}: {
  token: string;
  /** False while the link is being checked: nothing to type into yet. */
  ready: boolean;
  onDone: () => void;
  onInvalidToken: () => void;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = checkNewPassword(password, confirm);
    setFieldErrors(errors);
    setFailure(null);
    if (errors.password) return passwordInput.current?.focus();
    if (errors.confirm) return confirmInput.current?.focus();
    setSending(true);
    try {
      await resetPassword({ token, password });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_token') return onInvalidToken();
      setFailure(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  function failureMessage(error: unknown): string {
    if (!(error instanceof ApiError)) return t('reset.failed');
    if (error.isNetworkError) return t('errors.checkConnection');
    return error.errors[0]?.message ?? (error.hasServerMessage ? error.message : t('reset.failed'));
  }

  const passwordMessage =
    fieldErrors.password === 'tooShort'
      ? t('reset.tooShort', { min: PASSWORD_MIN_LENGTH })
      : fieldErrors.password === 'tooLong'
        ? t('reset.tooLong', { max: PASSWORD_MAX_LENGTH })
        : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {failure && (
        <FormAlert testId="reset-password-error">
          <p>{failure}</p>
        </FormAlert>
      )}
      <fieldset disabled={!hydrated || !ready || sending} className="flex flex-col gap-4">
        <PasswordField
          id={`${id}-password`}
          label={t('reset.password')}
          hint={t('reset.rule', { min: PASSWORD_MIN_LENGTH })}
          hintBelow
          message={passwordMessage}
          showLabel={t('password.show')}
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          ref={passwordInput}
          data-testid="reset-password-new"
        />
        <PasswordField
          id={`${id}-confirm`}
          label={t('reset.confirm')}
          message={fieldErrors.confirm ? t('reset.mismatch') : null}
          showLabel={t('password.show')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          ref={confirmInput}
          data-testid="reset-password-confirm"
        />
        <button type="submit" className={PRIMARY_BUTTON_CLASSES} data-testid="reset-password-submit">
          {sending ? t('reset.submitting') : t('reset.submit')}
        </button>
      </fieldset>
    </form>
  );
}
