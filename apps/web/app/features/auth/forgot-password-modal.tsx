import { PASSWORD_RESET_TTL_MINUTES } from '@konak/domain/auth/auth-limits';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert';
import { TextField } from '../../components/form/text-field';
import { ModalDescription, ModalTitle } from '../../components/modal/modal-frame';
import { useModal } from '../../components/modal/modal-provider';
import { useTranslation } from '../../i18n/i18n-context';
import { ApiError } from '../../lib/api-client';
import { forgotPassword } from './api/forgot-password';
import { CheckCircleIcon } from './auth-icons';
import { AuthTranslations } from './auth-translations';
import { LINK_BUTTON_CLASSES, PRIMARY_BUTTON_CLASSES, SECONDARY_BUTTON_CLASSES } from './form-classes';

/** The `forgot-password` modal (spec §2, §4): the e-mail form, then the sent confirmation. */
export default function ForgotPasswordModal() {
  return (
    <AuthTranslations>
      <ForgotPasswordForm />
    </AuthTranslations>
  );
}

function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const modal = useModal();
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const backToLogin = modal.isAvailable('login') ? () => modal.open('login') : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    setSending(true);
    setError(null);
    try {
      await forgotPassword({ email: address });
      setSentTo(address);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSending(false);
    }
  }

  function failureMessage(failure: unknown): string {
    if (!(failure instanceof ApiError)) return t('forgot.failed');
    if (failure.isNetworkError) return t('errors.checkConnection');
    return failure.errors[0]?.message ?? (failure.hasServerMessage ? failure.message : t('forgot.failed'));
  }

  if (sentTo !== null) {
    // The same words whether or not the address has an account: the answer must not tell (brief §5).
    return (
      <div className="flex flex-col gap-5" data-testid="forgot-password-sent">
        <div>
          <ModalTitle>{t('forgot.sentTitle')}</ModalTitle>
          <div role="status" className="mt-3 flex gap-3 text-stone-700">
            <CheckCircleIcon className="size-6 shrink-0 text-green-700" />
            <p>{t('forgot.sent', { email: sentTo, minutes: PASSWORD_RESET_TTL_MINUTES })}</p>
          </div>
        </div>
        {backToLogin && (
          <button
            type="button"
            className={SECONDARY_BUTTON_CLASSES}
            onClick={backToLogin}
            data-testid="forgot-password-back-to-login"
          >
            {t('forgot.backToLogin')}
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5" data-testid="forgot-password-modal">
      <div>
        <ModalTitle>{t('forgot.title')}</ModalTitle>
        <ModalDescription>{t('forgot.description')}</ModalDescription>
      </div>
      {error && (
        <FormAlert testId="forgot-password-error">
          <p>{error}</p>
        </FormAlert>
      )}
      <form onSubmit={onSubmit}>
        <fieldset disabled={sending} className="flex flex-col gap-4">
          <TextField
            id={`${id}-email`}
            label={t('forgot.email')}
            name="email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            data-testid="forgot-password-email"
          />
          <button
            type="submit"
            className={PRIMARY_BUTTON_CLASSES}
            disabled={email.trim() === '' || sending}
            data-testid="forgot-password-submit"
          >
            {sending ? t('forgot.submitting') : t('forgot.submit')}
          </button>
        </fieldset>
      </form>
      {backToLogin && (
        <p className="text-center">
          <button
            type="button"
            className={LINK_BUTTON_CLASSES}
            onClick={backToLogin}
            data-testid="forgot-password-login"
          >
            {t('forgot.backToLogin')}
          </button>
        </p>
      )}
    </div>
  );
}
