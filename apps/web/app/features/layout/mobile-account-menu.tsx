import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import { useState } from 'react';
import { LocalizedLink } from '../../components/localized-link';
import { useLanguage, useTranslation } from '../../i18n/i18n-context';
import { ACCOUNT_LINKS } from './account-links';
import { UserAvatar } from './user-avatar';

const LINK_CLASSES =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-start text-lg font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-60';

/** The phone drawer's account part for a signed-in member: the desktop user menu's content, laid out flat. */
export function MobileAccountMenu({
  user,
  signOut,
  closeDrawer,
}: {
  user: AuthUser;
  signOut: () => Promise<void>;
  closeDrawer: () => void;
}) {
  const { t, language } = useTranslation('common');
  const [signingOut, setSigningOut] = useState(false);
  return (
    <section className="mt-auto border-t border-stone-200 pt-4" data-testid="mobile-account">
      <div className="mb-2 flex items-center gap-3 px-3">
        <UserAvatar name={user.name} language={language} className="size-10 text-base" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-stone-900">{user.name}</h3>
          <p className="truncate text-sm text-stone-600">{user.email}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-1">
        {ACCOUNT_LINKS.map(({ path, label, testId }) => (
          <li key={path}>
            <LocalizedLink
              to={path}
              className={LINK_CLASSES}
              onClick={closeDrawer}
              data-testid={`mobile-${testId}`}
            >
              {t(label)}
            </LocalizedLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={LINK_CLASSES}
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              closeDrawer();
              void signOut();
            }}
            data-testid="mobile-sign-out-button"
          >
            {t('header.signOut')}
          </button>
        </li>
      </ul>
    </section>
  );
}

/** Signed in: the initial rides on the phone menu button's corner (absolute, so the header does not reflow). */
export function MenuButtonBadge({ user }: { user: AuthUser }) {
  const { language } = useLanguage();
  return (
    <UserAvatar
      name={user.name}
      language={language}
      className="absolute -end-0.5 -top-0.5 size-5 text-[0.625rem] ring-2 ring-white"
    />
  );
}
