import type { MouseEvent, ReactNode } from 'react';
import { RouteFocus } from '../../components/route-focus';
import { useTranslation } from '../../i18n/i18n-context';
import { focusElement } from '../../lib/focus';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Once the page's code runs, the skip link moves focus itself instead of changing the URL's hash: a new hash is
 * a router location change, which would reach the page's islands before they hydrate and make React drop their
 * server HTML (decision 013), and with it the place the next Tab starts from. Before that, the plain link works.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  focusElement(main, { scroll: true });
}

/** The chrome around every page and error screen: skip link, header, main landmark, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      {/* biome-ignore lint/a11y/useValidAnchor: a real link to #main that works before the code does; the code only keeps the URL's hash unchanged. */}
      <a href="#main" className="skip-link" onClick={skipToMain}>
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <RouteFocus />
    </div>
  );
}
