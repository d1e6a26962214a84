import { useTranslation } from '../../i18n/i18n-context';
import { CheckCircleIcon } from './auth-icons';
import type { CaptchaStatus } from './use-captcha';

/**
 * Tells the guest what the proof-of-work step is doing: an indeterminate progress bar while the browser
 * searches (it cannot know how far the answer is), then a check mark, or a retry button if it failed.
 */
export function CaptchaStatusPanel({ status, onRetry }: { status: CaptchaStatus; onRetry: () => void }) {
  const { t } = useTranslation('auth');
  if (status === 'idle') return null;
  return (
    <div
      className="rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700"
      data-testid="captcha-status"
      data-status={status}
    >
      {status === 'solving' && (
        <div role="status" className="flex flex-col gap-2">
          <span>{t('captcha.verifying')}</span>
          <progress className="h-1.5 w-full accent-brand-700" aria-label={t('captcha.verifying')} />
        </div>
      )}
      {status === 'solved' && (
        <p role="status" className="flex items-center gap-2 text-green-800">
          <CheckCircleIcon className="size-5 shrink-0" />
          {t('captcha.verified')}
        </p>
      )}
      {status === 'failed' && (
        <button type="button" className="font-medium text-brand-800 underline" onClick={onRetry}>
          {t('captcha.retry')}
        </button>
      )}
    </div>
  );
}
