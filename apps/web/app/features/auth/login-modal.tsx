import { type FormEvent, use, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/text-field';
import { ModalDescription, ModalTitle } from '../../components/modal/modal-frame';
import { useModal } from '../../components/modal/modal-provider';
import { useTranslation } from '../../i18n/i18n-context';
import { focusHeadingAfterReload } from '../../lib/focus';
import { safeReturnPath } from '../../lib/safe-return-path';
import { authProviders } from './auth-providers';
import { AuthTranslations } from './auth-translations';
import { CaptchaStatusPanel } from './captcha-status';
import { LINK_BUTTON_CLASSES, PRIMARY_BUTTON_CLASSES } from './form-classes';
import { GoogleButton } from './google-button';
import { loginProblemLines } from './login-problem-lines';
import { useLogin } from './use-login';

/**
 * The `login` modal (spec §2): e-mail, password, remember me, forgotten password, Google, registration.
 * After signing in the page reloads into the signed-in header, or goes to `returnTo` (the guarded page the
 * guest was sent away from).
 */
export default function LoginModal({ returnTo, close }: { returnTo?: string; close: () => void }) {
  // Asked now, so the answer arrives while the texts load rather than after them.
  void authProviders();
  return (
    <AuthTranslations>
      <LoginForm returnTo={safeReturnPath(returnTo)} close={close} />
    </AuthTranslations>
  );
}

function LoginForm({ returnTo, close }: { returnTo: string | undefined; close: () => void }) {
  const { t } = useTranslation('auth');
  const modal = useModal();
  const location = useLocation();
  const { google } = use(authProviders());
  const id = useId();
  const [rememberMe, setRememberMe] = useState(false);
  const password = useRef<HTMLInputElement>(null);

  const { submit, sending, problem, captchaStatus, retryCaptcha } = useLogin({
    onSignedIn: () => {
      // The button that opened this dialog is gone after the reload: the page starts at its heading.
      focusHeadingAfterReload();
      close();
      if (returnTo) window.location.assign(returnTo);
      else window.location.reload();
    },
    onUnverified: (tempToken, email) => {
      if (!modal.isAvailable('verify-email')) return false;
      modal.open('verify-email', { tempToken, email, returnTo });
      return true;
    },
  });

  // After a refusal the password is what to retype; focus also left the button the fieldset disabled.
  useEffect(() => {
    if (problem && !sending) password.current?.select();
  }, [problem, sending]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit({
      email: String(form.get('email') ?? '')
        .trim()
        .toLowerCase(),
      password: String(form.get('password') ?? ''),
      rememberMe,
    });
  }

  return (
    <div className="flex flex-col gap-5" data-testid="login-modal">
      <div>
        <ModalTitle>{t('login.title')}</ModalTitle>
        <ModalDescription>{t('login.description')}</ModalDescription>
      </div>
      {problem && (
        <FormAlert testId="login-error">
          {loginProblemLines(problem, t).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </FormAlert>
      )}
      <form onSubmit={onSubmit}>
        <fieldset disabled={sending} className="flex flex-col gap-4">
          <TextField
            id={`${id}-email`}
            label={t('login.email')}
            name="email"
            type="email"
            required
            autoComplete="email"
            data-testid="login-email"
          />
          <PasswordField
            id={`${id}-password`}
            label={t('login.password')}
            name="password"
            required
            autoComplete="current-password"
            ref={password}
            showLabel={t('password.show')}
            data-testid="login-password"
          />
          <div className="flex flex-wrap items-center justify-between gap-x-4">
            <label className="inline-flex min-h-11 items-center gap-2 text-stone-800">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={rememberMe}
                onChange={(event) => setRememberMe(event.target.checked)}
                data-testid="login-remember-me"
              />
              {t('login.rememberMe')}
            </label>
            {modal.isAvailable('forgot-password') && (
              <button
                type="button"
                className={LINK_BUTTON_CLASSES}
                onClick={() => modal.open('forgot-password')}
                data-testid="login-forgot-password"
              >
                {t('login.forgotPassword')}
              </button>
            )}
          </div>
          <CaptchaStatusPanel status={captchaStatus} onRetry={retryCaptcha} />
          <button type="submit" className={PRIMARY_BUTTON_CLASSES} data-testid="login-submit">
            {sending ? t('login.submitting') : t('login.submit')}
          </button>
        </fieldset>
      </form>
      {google && (
        <>
          <p className="flex items-center gap-3 text-sm text-stone-500 before:h-px before:flex-1 before:bg-stone-200 after:h-px after:flex-1 after:bg-stone-200">
            {t('login.or')}
          </p>
          <GoogleButton
            returnTo={returnTo ?? `${location.pathname}${location.search}`}
            rememberMe={rememberMe}
          />
        </>
      )}
      {modal.isAvailable('register') && (
        <p className="text-center text-stone-700">
          {t('login.noAccount')}{' '}
          <button
            type="button"
            className={LINK_BUTTON_CLASSES}
            onClick={() => modal.open('register', { returnTo })}
            data-testid="login-register"
          >
            {t('login.register')}
          </button>
        </p>
      )}
    </div>
  );
}
