import { useEffect, useRef, useState } from 'react';
import { LocalizedLink } from '../../components/localized-link';
import { useModal } from '../../components/modal/modal-provider';
import { useLocalizedPath, useTranslation } from '../../i18n/i18n-context';
import { type CallbackErrorCode, parseCallbackFragment } from './callback-fragment';
import { finishGoogleSignIn, type GoogleSignInResult } from './finish-google-sign-in';
import { PRIMARY_BUTTON_CLASSES, SECONDARY_BUTTON_CLASSES } from './form-classes';

type Failure = { error: CallbackErrorCode | 'network'; returnTo: string | undefined };

/** Reads the outcome once and wipes it from the address bar, history entry included, before anything else. */
function consumeFragment() {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return parseCallbackFragment(hash);
}

/**
 * /auth/callback (spec §2): where Google sign-in comes back. The server rendered a "signing you in" state; in
 * the browser the fragment's one-time code is redeemed with this tab's binding (decision 048), the session is
 * stored with the remember-me choice made before leaving, and the page moves on to where the guest was.
 * Failures say why and offer another try.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const modal = useModal();
  const [failure, setFailure] = useState<Failure | null>(null);
  // Started once, not per effect run: Strict Mode runs effects twice, and a code can be redeemed only once.
  const attempt = useRef<Promise<GoogleSignInResult> | null>(null);

  useEffect(() => {
    attempt.current ??= finishGoogleSignIn(consumeFragment());
    let current = true;
    attempt.current.then((result) => {
      if (!current) return;
      if (result.signedIn) window.location.replace(result.returnTo ?? localize('/'));
      else setFailure({ error: result.error, returnTo: result.returnTo });
    });
    return () => {
      current = false;
    };
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
