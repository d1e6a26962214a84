import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { storeLanguagePreference } from '../../../i18n/language-cookie';
import { localizedPath, switchLanguageHref } from '../../../i18n/language-path';
import { BACK_OFFICE_LANGUAGES } from '../../../i18n/namespaces';
import { useSession } from '../../../session/session-provider';
import { MaintenanceBanner } from '../settings/maintenance-banner';
import { ADMIN_NAVIGATION } from './admin-navigation';
import { adminPath } from './admin-path';
import type { Operator } from './use-operator';

const NAV_LINK =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** The back office's chrome: who is signed in, the sections they may open, the language and the way out. */
export function AdminShell({ operator, children }: { operator: Operator; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { language, urlLanguage } = useLanguage();
  const location = useLocation();
  const { signOut } = useSession();
  const items = ADMIN_NAVIGATION.filter((item) => operator.role === 'admin' || !item.adminOnly);
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <a href="#admin-main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <NavLink to={adminPath(urlLanguage)} end className="text-lg font-bold text-brand-800">
            {t('shell.brand')}
          </NavLink>
          <div className="ms-auto flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <p data-testid="admin-operator">
              <span className="sr-only">{t('shell.operator')}: </span>
              <span className="font-semibold text-stone-900">{operator.name}</span>{' '}
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-700">
                {t(`shell.roles.${operator.role}`)}
              </span>
            </p>
            <nav aria-label={t('shell.language')}>
              <ul className="flex gap-1">
                {BACK_OFFICE_LANGUAGES.map((code) => (
                  <li key={code}>
                    <a
                      href={switchLanguageHref(location, code)}
                      hrefLang={code}
                      lang={code}
                      aria-current={code === language ? 'true' : undefined}
                      onClick={() => storeLanguagePreference(code)}
                      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg font-semibold uppercase text-stone-700 hover:bg-stone-100 aria-[current=true]:text-brand-800 aria-[current=true]:underline"
                    >
                      {code}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <a href={localizedPath(urlLanguage, '/')} className="underline hover:text-brand-800">
              {t('shell.toSite')}
            </a>
            <button
              type="button"
              onClick={() => void signOut()}
              className="min-h-11 rounded-lg border border-stone-300 px-3 font-medium hover:bg-stone-100"
            >
              {t('shell.signOut')}
            </button>
          </div>
        </div>
        <nav aria-label={t('shell.navigation')} className="mx-auto max-w-7xl overflow-x-auto px-2 pb-2">
          <ul className="flex gap-1">
            {items.map((item) => (
              <li key={item.to}>
                {item.notUnder && location.pathname.startsWith(adminPath(urlLanguage, item.notUnder)) ? (
                  <Link to={adminPath(urlLanguage, item.to)} className={NAV_LINK}>
                    {t(item.label)}
                  </Link>
                ) : (
                  <NavLink to={adminPath(urlLanguage, item.to)} end={item.to === ''} className={NAV_LINK}>
                    {t(item.label)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <MaintenanceBanner showLink={operator.role === 'admin'} />
      <main
        id="admin-main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none"
      >
        {children}
      </main>
    </div>
  );
}
