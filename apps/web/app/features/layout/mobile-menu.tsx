import { Suspense, useRef } from 'react';
import { CloseIcon, MenuIcon } from '../../components/icons';
import { useTranslation } from '../../i18n/i18n-context';
import { useSession } from '../../session/session-provider';
import { MainNavLinks } from './main-nav-links';
import { MobileAccount } from './mobile-account';
import { LazyMenuButtonBadge } from './signed-in-account-lazy';

const MENU_ID = 'site-menu';

// Browsers with invoker commands act on the `command` attribute; doing it again in onClick would warn.
const supportsInvokerCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * The phone navigation: a native modal <dialog> drawer on the inline-end side. The browser makes the
 * page behind it inert, closes it on Escape and restores focus; app.css locks the page scroll. The
 * `command` attributes open and close it even before React has hydrated.
 */
export function MobileMenu() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        className="icon-button relative md:hidden"
        aria-haspopup="dialog"
        aria-controls={MENU_ID}
        commandfor={MENU_ID}
        command="show-modal"
        data-testid="menu-button"
        onClick={() => {
          if (!supportsInvokerCommands() && dialog.current && !dialog.current.open)
            dialog.current.showModal();
        }}
      >
        <MenuIcon className="size-6" />
        <span className="sr-only">{t('header.openMenu')}</span>
        {user && (
          <Suspense fallback={null}>
            <LazyMenuButtonBadge user={user} />
          </Suspense>
        )}
      </button>
      {/* A click whose target is the dialog itself landed on the backdrop: the content fills the box. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal dialog natively. */}
      <dialog
        id={MENU_ID}
        ref={dialog}
        aria-labelledby={`${MENU_ID}-title`}
        closedby="any"
        className="site-drawer"
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="flex h-full flex-col gap-6 p-4">
          <div className="flex items-center justify-between">
            <h2 id={`${MENU_ID}-title`} className="text-lg font-semibold text-stone-900">
              {t('header.menuTitle')}
            </h2>
            <button
              type="button"
              className="icon-button"
              commandfor={MENU_ID}
              command="close"
              onClick={() => {
                if (!supportsInvokerCommands()) close();
              }}
              aria-label={t('header.closeMenu')}
            >
              <CloseIcon className="size-6" />
            </button>
          </div>
          <nav aria-label={t('header.primaryNavigation')}>
            <ul className="flex flex-col gap-1">
              <MainNavLinks
                onNavigate={close}
                linkClassName="nav-link block rounded-lg px-3 py-3 text-lg font-medium text-stone-800 hover:bg-stone-100"
              />
            </ul>
          </nav>
          <MobileAccount closeDrawer={close} />
        </div>
      </dialog>
    </>
  );
}
