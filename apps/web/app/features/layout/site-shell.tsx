import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The chrome around every page and error screen: skip link, header, main landmark, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
