import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_MINUTES } from '@konak/domain/auth/auth-limits';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ModalDescription, ModalTitle } from '../../../components/modal/modal-frame';
import { toast } from '../../../components/toast/toast';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { focusHeadingAfterReload } from '../../../lib/focus';
import { storeSession } from '../../../session/session-storage';
import { resendVerificationCode } from '../api/resend-verification-code';
import { verifyEmail } from '../api/verify-email';
import { RegistrationTranslations } from '../registration-translations';
import { CodeBoxes } from './code-boxes';
import { useResendCooldown } from './use-resend-cooldown';
import { verifyFailure } from './verify-email-requests';

/** Spec §9: the page reloads 1.5 s after a successful verification, once the reader saw it worked. */
export const VERIFIED_RELOAD_DELAY_MS = 1500;

const emptyCode = () => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

type VerifyEmailProps = { tempToken: string; email: string; returnTo?: string; close: () => void };

/** The `verify-email` modal: the 6-digit code step after registering (or after a login refused as unverified). */
export default function VerifyEmailModal(props: VerifyEmailProps) {
  return (
    <RegistrationTranslations>
      <VerifyEmail {...props} />
    </RegistrationTranslations>
  );
}

function VerifyEmail({ tempToken, email, returnTo }: VerifyEmailProps) {
  const { t } = useTranslation('registration');
  const id = useId();
  const [code, setCode] = useState(emptyCode);
  const [status, setStatus] = useState<'idle' | 'verifying' | 'verified'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const cooldown = useResendCooldown();
  const firstBox = useRef<HTMLInputElement>(null);
  const complete = code.every((character) => character !== '');

  useEffect(() => {
    firstBox.current?.focus();
  }, []);

  async function verify() {
    if (status !== 'idle') return;
    if (!complete) {
      toast.error(t('verify.enterSixDigits'));
      return;
    }
    setStatus('verifying');
    setError(null);
    try {
      // rememberMe: a fresh registration stays signed in like a remembered login (decision 024).
      const session = await verifyEmail({ code: code.join(''), tempToken, rememberMe: true });
      storeSession(session, { rememberMe: true });
      setStatus('verified');
      // Not cancelled when the modal closes meanwhile: the stored sign-in must reach the page either way.
      setTimeout(() => {
        focusHeadingAfterReload();
        if (returnTo) window.location.assign(returnTo);
        else window.location.reload();
      }, VERIFIED_RELOAD_DELAY_MS);
    } catch (failure) {
      const shown = verifyFailure(failure);
      setError('key' in shown ? t(shown.key) : shown.message);
      setStatus('idle');
      setCode(emptyCode());
      requestAnimationFrame(() => firstBox.current?.focus());
    }
  }

  async function resend() {
    setResending(true);
    try {
      const answer = await resendVerificationCode({ tempToken });
      cooldown.restart(answer.resendAvailableIn);
      setError(null);
      toast.success(t('verify.resent'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) {
        // The server's clock has the last word on how long is left.
        if (failure.retryAfterSeconds) cooldown.restart(failure.retryAfterSeconds);
        toast.warning(t('verify.resendTooSoon'));
      } else {
        toast.error(t('verify.resendFailed'));
      }
    } finally {
      setResending(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void verify();
  }

  const verifying = status === 'verifying';
  const verified = status === 'verified';

  return (
    <div data-testid="verify-email-modal">
      <ModalTitle>{t('verify.title')}</ModalTitle>
      <ModalDescription>{t('verify.description')}</ModalDescription>
      <p className="mt-3 text-sm text-stone-700">
        {t('verify.sentTo')}
        <strong
          dir="ltr"
          className="block break-all font-semibold text-stone-900"
          data-testid="verify-email-address"
        >
          {email}
        </strong>
      </p>
      <form noValidate onSubmit={submit} className="mt-4" aria-busy={verifying}>
        <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
          {t('verify.codeLabel')}
        </p>
        <CodeBoxes
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
          onSubmit={() => void verify()}
          disabled={verifying || verified}
          firstBox={firstBox}
          labelledBy={`${id}-label`}
          describedBy={`${id}-expiry${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-expiry`} className="mt-3 text-center text-sm text-stone-600">
          {t('verify.expiry', { count: VERIFICATION_CODE_TTL_MINUTES })}
        </p>
        {error ? (
          <p
            id={`${id}-error`}
            role="alert"
            className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            data-testid="verify-error"
          >
            {error}
          </p>
        ) : null}
        {verified ? (
          <p
            role="status"
            className="mt-3 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-800"
            data-testid="verify-success"
          >
            {t('verify.success')}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={!complete || verifying || verified}
          className="button-primary mt-4 w-full disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
          data-testid="verify-submit"
        >
          {verifying ? t('verify.submitting') : t('verify.submit')}
        </button>
      </form>
      <p className="mt-4 text-center text-sm text-stone-600">{t('verify.noCode')}</p>
      <div className="mt-2 flex flex-col items-center gap-1">
        <button
          type="button"
          onClick={() => void resend()}
          disabled={cooldown.remaining > 0 || resending || verified}
          className="min-h-11 px-3 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-stone-600 disabled:no-underline"
          data-testid="verify-resend"
        >
          {cooldown.remaining > 0 ? t('verify.resendIn', { count: cooldown.remaining }) : t('verify.resend')}
        </button>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 px-3 text-sm text-stone-700 underline underline-offset-2 hover:text-stone-900"
          data-testid="verify-back"
        >
          {t('verify.back')}
        </button>
      </div>
    </div>
  );
}
