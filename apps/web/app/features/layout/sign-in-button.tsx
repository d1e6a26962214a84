import { useModal } from '../../components/modal/modal-provider';
import { useTranslation } from '../../i18n/i18n-context';

/**
 * Opens the `login` modal. Rendered only once a login modal is registered in app/modals.ts, so the header
 * never offers a sign-in that cannot happen.
 */
export function SignInButton({ className, beforeOpen }: { className: string; beforeOpen?: () => void }) {
  const { isAvailable, open } = useModal();
  const { t } = useTranslation('common');
  if (!isAvailable('login')) return null;
  return (
    <button
      type="button"
      className={className}
      data-testid="sign-in-button"
      aria-haspopup="dialog"
      onClick={() => {
        beforeOpen?.();
        open('login');
      }}
    >
      {t('header.signIn')}
    </button>
  );
}
