import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';
import { HeaderAccount } from './header-account';
import { LanguageSwitcher } from './language-switcher';
import { MainNavLinks } from './main-nav-links';
import { MobileMenu } from './mobile-menu';
import { Wordmark } from './wordmark';

export function SiteHeader() {
  const { t } = useTranslation('common');
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <LocalizedLink to="/" aria-label={t('header.homeLink')} className="-ms-1 rounded-md p-1">
          <Wordmark />
        </LocalizedLink>
        <nav aria-label={t('header.primaryNavigation')} className="ms-6 hidden md:block">
          <ul className="flex items-center gap-1">
            <MainNavLinks linkClassName="nav-link rounded-md px-3 py-2 font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900" />
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitcher />
          <HeaderAccount />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
