import { useModal } from '../../components/modal/modal-provider';
import { useTranslation } from '../../i18n/i18n-context';

/**
 * Opens the `login` modal. Rendered only once a login modal is registered in app/modals.ts, so the header
 * never offers a sign-in that cannot happen. `reserved`: the session is still being read, so the button
 * only holds its place (invisible, out of the accessibility tree) and nothing moves when the user's name
 * or the real button takes it.
 */
export function SignInButton({
  className,
  beforeOpen,
  reserved = false,
}: {
  className: string;
  beforeOpen?: () => void;
  reserved?: boolean;
}) {
  const { isAvailable, open } = useModal();
  const { t } = useTranslation('common');
  if (!isAvailable('login')) return null;
  return (
    <button
      type="button"
      className={reserved ? `${className} invisible` : className}
      data-testid="sign-in-button"
      aria-haspopup="dialog"
      aria-hidden={reserved || undefined}
      tabIndex={reserved ? -1 : undefined}
      onClick={() => {
        beforeOpen?.();
        open('login');
      }}
    >
      {t('header.signIn')}
    </button>
  );
}
