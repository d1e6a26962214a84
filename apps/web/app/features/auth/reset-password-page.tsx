import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useModal } from '../../components/modal/modal-provider';
import { useLocalizedPath, useTranslation } from '../../i18n/i18n-context';
import { checkResetToken } from './api/check-reset-token';
import { PRIMARY_BUTTON_CLASSES } from './form-classes';
import { ResetPasswordForm } from './reset-password-form';

type Stage = 'form' | 'done' | 'invalid';

type LinkState = 'checking' | 'usable' | 'unusable' | 'unknown';

/**
 * Asks the server whether the link still works as the page opens, so a used or expired one is said at once,
 * not after the guest has typed a new password. Until the answer the form stays disabled; when the server cannot
 * be reached the form is offered anyway (saving will tell).
 */
function useResetLinkState(token: string): LinkState {
  const [state, setState] = useState<LinkState>(token ? 'checking' : 'unusable');
  useEffect(() => {
    if (!token) return;
    let current = true;
    checkResetToken({ token }).then(
      ({ valid }) => current && setState(valid ? 'usable' : 'unusable'),
      () => current && setState('unknown'),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}

/**
 * /reset-password?token=… (spec §2, §4): the link of the reset mail. A new password, then a way to sign in
 * with it; a used, expired or missing token offers a new link instead.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [stage, setStage] = useState<Stage>(token ? 'form' : 'invalid');
  const link = useResetLinkState(token);
  const modal = useModal();
  const localize = useLocalizedPath();

  if (stage === 'done') {
    return (
      <ResetCard title={t('reset.doneTitle')} testId="reset-password-done" announce>
        <p className="text-stone-700">{t('reset.done')}</p>
        {modal.isAvailable('login') && (
          <button
            type="button"
            className={PRIMARY_BUTTON_CLASSES}
            onClick={() => modal.open('login', { returnTo: localize('/') })}
            data-testid="reset-password-sign-in"
          >
            {t('reset.signIn')}
          </button>
        )}
      </ResetCard>
    );
  }

  if (stage === 'invalid' || link === 'unusable') {
    return (
      <ResetCard title={t('reset.invalidTitle')} testId="reset-password-invalid" announce={token !== ''}>
        <p className="text-stone-700">{t('reset.invalid')}</p>
        {modal.isAvailable('forgot-password') && (
          <button
            type="button"
            className={PRIMARY_BUTTON_CLASSES}
            onClick={() => modal.open('forgot-password')}
            data-testid="reset-password-request-new"
          >
            {t('reset.requestNew')}
          </button>
        )}
      </ResetCard>
    );
  }

  return (
    <ResetCard title={t('reset.title')} testId="reset-password-form">
      <p className="text-stone-700">{t('reset.description')}</p>
      <ResetPasswordForm
        token={token}
        ready={link !== 'checking'}
        onDone={() => setStage('done')}
        onInvalidToken={() => setStage('invalid')}
      />
    </ResetCard>
  );
}

/** The page's card. `announce`: the card replaced the form, so focus moves to its heading. */
function ResetCard({
  title,
  testId,
  announce = false,
  children,
}: {
  title: string;
  testId: string;
  announce?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (announce) heading.current?.focus();
  }, [announce]);
  return (
    <div className="px-4 py-10 md:py-16" data-testid="reset-password-page">
      <section
        className="mx-auto flex max-w-md flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        data-testid={testId}
      >
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-stone-900 focus:outline-none">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
