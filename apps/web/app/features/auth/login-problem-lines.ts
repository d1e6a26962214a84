import type { useTranslation } from '../../i18n/i18n-context';
import type { LoginProblem } from './login-failure';

type T = ReturnType<typeof useTranslation<'auth'>>['t'];

/** The sentences of the login form's red box for a refusal (spec §8). */
export function loginProblemLines(problem: LoginProblem, t: T): string[] {
  const attempts = (failedAttempts: number, lockWarning: boolean) => [
    ...(failedAttempts > 0 ? [t('loginError.failedAttempts', { count: failedAttempts })] : []),
    ...(lockWarning ? [t('loginError.lockWarning')] : []),
  ];
  switch (problem.kind) {
    case 'credentials':
      return [problem.message, ...attempts(problem.failedAttempts, problem.lockWarning)];
    case 'captcha-required':
      return [t('loginError.captchaRequired'), ...attempts(problem.failedAttempts, problem.lockWarning)];
    case 'captcha-failed':
      return [t('loginError.captchaFailed')];
    case 'captcha-not-completed':
      return [t('loginError.captchaNotCompleted')];
    case 'locked':
      return [t('loginError.tooManyAttempts', { count: problem.minutes })];
    case 'network':
      return [t('errors.checkConnection')];
    case 'unverified':
      return [problem.message];
    case 'other':
      return [problem.message ?? t('loginError.failed')];
  }
}
