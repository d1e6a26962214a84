import type { VerifyTokenResponse } from '@konak/domain/api/auth/verify-token';
import { useEffect, useRef, useState } from 'react';
import { LocalizedLink } from '../../components/localized-link';
import { useModal } from '../../components/modal/modal-provider';
import { useLocalizedPath, useTranslation } from '../../i18n/i18n-context';
import { apiRequest } from '../../lib/api-client';
import { storeSession } from '../../session/session-storage';
import { type CallbackErrorCode, type CallbackOutcome, parseCallbackFragment } from './callback-fragment';
import { PRIMARY_BUTTON_CLASSES, SECONDARY_BUTTON_CLASSES } from './form-classes';
import { takeGoogleChoice } from './google-remember-me';

type Failure = { error: CallbackErrorCode | 'network' | 'session'; returnTo: string | undefined };

/** Reads the outcome once and wipes it from the address bar, history entry included, before anything else. */
function consumeFragment(): CallbackOutcome {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return parseCallbackFragment(hash);
}

/**
 * /auth/callback (spec §2): where Google sign-in comes back. The server rendered a "signing you in" state; in
 * the browser the token is checked (GET /auth/verify-token), stored with the remember-me choice made before
 * leaving, and the page moves on to where the guest was. Failures say why and offer another try.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const modal = useModal();
  const [failure, setFailure] = useState<Failure | null>(null);
  // A ref, not a fresh read per effect run: Strict Mode runs effects twice and the fragment is gone by then.
  const outcome = useRef<CallbackOutcome | null>(null);

  useEffect(() => {
    outcome.current ??= consumeFragment();
    const current = outcome.current;
    if (current.kind === 'error') {
      setFailure({ error: current.error, returnTo: current.returnTo });
      return;
    }
    const controller = new AbortController();
    apiRequest<VerifyTokenResponse>('/auth/verify-token', { token: current.token, signal: controller.signal })
      .then((answer) => {
        if (!answer.valid || !answer.user) {
          setFailure({ error: 'session', returnTo: current.returnTo });
          return;
        }
        storeSession({ token: current.token, user: answer.user }, { rememberMe: takeGoogleChoice() });
        window.location.replace(current.returnTo ?? localize('/'));
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailure({ error: 'network', returnTo: current.returnTo });
      });
    return () => controller.abort();
  }, [localize]);

  return (
    <div className="px-4 py-10 md:py-16" data-testid="auth-callback-page">
      <section className="mx-auto flex max-w-md flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        {failure ? (
          <>
            <h1 className="text-2xl font-semibold text-stone-900">{t('callback.failedTitle')}</h1>
            <p
              role="alert"
              className="text-stone-700"
              data-testid="auth-callback-error"
              data-code={failure.error}
            >
              {failureText(failure.error, t)}
            </p>
            {modal.isAvailable('login') && (
              <button
                type="button"
                className={PRIMARY_BUTTON_CLASSES}
                onClick={() => modal.open('login', { returnTo: failure.returnTo })}
                data-testid="auth-callback-try-again"
              >
                {t('callback.tryAgain')}
              </button>
            )}
            <LocalizedLink to="/" className={SECONDARY_BUTTON_CLASSES} data-testid="auth-callback-home">
              {t('callback.home')}
            </LocalizedLink>
          </>
        ) : (
          <div role="status" className="flex items-center gap-3 text-stone-700">
            <span
              aria-hidden="true"
              className="size-6 shrink-0 animate-spin rounded-full border-2 border-stone-300 border-t-brand-700"
            />
            <h1 className="text-lg font-medium">{t('callback.signingIn')}</h1>
          </div>
        )}
      </section>
    </div>
  );
}

function failureText(error: Failure['error'], t: ReturnType<typeof useTranslation<'auth'>>['t']): string {
  return error === 'network' ? t('errors.checkConnection') : t(`callback.error.${error}`);
}
