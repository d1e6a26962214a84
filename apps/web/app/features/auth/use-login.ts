import type { LoginRequest } from '@konak/domain/api/auth/login';
import { useState } from 'react';
import { toast } from '../../components/toast/toast';
import { useTranslation } from '../../i18n/i18n-context';
import { storeSession } from '../../session/session-storage';
import { login } from './api/login';
import { describeLoginFailure, type LoginProblem } from './login-failure';
import { useCaptcha } from './use-captcha';

export type Credentials = { email: string; password: string; rememberMe: boolean };

/**
 * POST /auth/login with everything a refusal can lead to (spec §8, decision 022): the failure count and lock
 * warning, the captcha step (solved in the background, sent with the next attempt), the 15-minute lock (a
 * toast with the wait in minutes), and the code step for an unverified e-mail.
 */
export function useLogin({
  onSignedIn,
  onUnverified,
}: {
  onSignedIn: () => void;
  /** Opens the code step; false when it cannot (no verify-email modal), so the message is shown instead. */
  onUnverified: (tempToken: string, email: string) => boolean;
}) {
  const { t } = useTranslation('auth');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const captcha = useCaptcha();

  async function submit(credentials: Credentials, { captchaStarted = false } = {}) {
    setSending(true);
    setProblem(null);
    const request: LoginRequest = { ...credentials };
    try {
      if (captcha.required || captchaStarted) {
        const solution = await captcha.take();
        if (!solution) {
          setProblem({ kind: 'captcha-not-completed' });
          return;
        }
        request.captcha = solution;
      }
      const session = await login(request);
      storeSession(session, { rememberMe: credentials.rememberMe });
      onSignedIn();
    } catch (error) {
      const refusal = describeLoginFailure(error);
      const { problem: refused } = refusal;
      if (refused.kind === 'unverified' && onUnverified(refused.tempToken, credentials.email)) return;
      if (refused.kind === 'locked') toast.error(t('loginError.tooManyAttempts', { count: refused.minutes }));
      if (refusal.captchaRequired) captcha.start(refusal.challenge);
      else captcha.reset();
      // The password was not looked at (a captcha is asked of every sign-in to an account under attack, or of
      // this address): solve it and send the same sign-in again, so the owner need not click twice.
      if (refused.kind === 'captcha-required' && !request.captcha) {
        return submit(credentials, { captchaStarted: true });
      }
      setProblem(refused);
    } finally {
      setSending(false);
    }
  }

  return {
    submit: (credentials: Credentials) => submit(credentials),
    sending,
    problem,
    captchaStatus: captcha.status,
    retryCaptcha: () => captcha.start(),
  };
}
