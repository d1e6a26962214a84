import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../components/icons';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';
import { ACCOUNT_LINKS, firstName } from './account-links';
import { UserAvatar } from './user-avatar';

const ITEM_CLASSES =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-start text-stone-800 hover:bg-stone-100 disabled:opacity-60';

/**
 * The signed-in header's account menu (desktop): a disclosure button with the initial and first name that
 * shows links to the member pages and sign-out. Escape closes it and gives focus back to the button; a
 * press outside or focus leaving it closes it too. It opens below the button towards the inline start, so
 * it mirrors in Arabic.
 */
export function UserMenu({
  user,
  signOut,
  className,
}: {
  user: AuthUser;
  signOut: () => Promise<void>;
  className: string;
}) {
  const { t, language } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // A press or focus anywhere else (Tab past the last item) closes it.
    const onOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={container} className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((shown) => !shown)}
        className="flex h-11 w-full items-center gap-2 rounded-xl px-1.5 font-medium text-stone-800 hover:bg-stone-100"
        data-testid="user-menu-button"
      >
        <UserAvatar name={user.name} language={language} />
        <span className="sr-only">{t('header.accountMenu')}: </span>
        <span className="min-w-0 flex-1 truncate text-start">{firstName(user.name)}</span>
        <ChevronDownIcon className="size-4 shrink-0" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute end-0 top-full z-30 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        data-testid="user-menu"
      >
        <div className="border-b border-stone-100 px-3 pt-1 pb-2">
          <p className="truncate font-semibold text-stone-900">{user.name}</p>
          <p className="truncate text-sm text-stone-600">{user.email}</p>
        </div>
        <ul className="py-1">
          {ACCOUNT_LINKS.map(({ path, label, testId }) => (
            <li key={path}>
              <LocalizedLink
                to={path}
                className={ITEM_CLASSES}
                onClick={() => setOpen(false)}
                data-testid={testId}
              >
                {t(label)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
        <div className="border-t border-stone-100 pt-1">
          <button
            type="button"
            className={ITEM_CLASSES}
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
            data-testid="sign-out-button"
          >
            {t('header.signOut')}
          </button>
        </div>
      </div>
    </div>
  );
}
