import { useEffect, useRef } from 'react';
import { LocalizedLink } from '../../components/localized-link';
import { useModal } from '../../components/modal/modal-provider';
import { useTranslation } from '../../i18n/i18n-context';
import { focusElement, keepFocusClearOfBottomBars } from '../../lib/focus';
import { ALL_CATEGORIES, type ConsentChoice, ESSENTIAL_ONLY } from './consent-cookie';
import { recordConsent, useConsentInBrowser } from './consent-store';

const button =
  'min-h-11 flex-1 rounded-xl bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 md:flex-none md:px-4';
const textLink = 'font-medium text-brand-800 underline underline-offset-2';

/**
 * Asks for consent until the visitor chooses (decision 041). Rendered by the server when the request carries no
 * choice, at the end of the page and sticky to the bottom of the screen: it covers the bottom strip while one
 * scrolls and nothing once the page's end is reached, shifts nothing and takes no focus. Refusing is as easy
 * as accepting: both are one click, side by side.
 */
/**
 * app.css keeps a focused element clear of the banner with scroll padding of the banner's height: an estimate
 * per screen width until this code runs, then the banner's measured height (its text wraps differently in each
 * language).
 */
function useBannerHeightAsScrollPadding() {
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    keepFocusClearOfBottomBars();
    if (typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--consent-banner-height', `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--consent-banner-height');
    };
  }, []);
  return banner;
}

export function ConsentBanner({ choiceStored }: { choiceStored: boolean }) {
  const { t } = useTranslation('common');
  const { open } = useModal();
  const chosenInBrowser = useConsentInBrowser();
  const banner = useBannerHeightAsScrollPadding();
  if (choiceStored || chosenInBrowser) return null;

  const choose = (choice: ConsentChoice) => {
    recordConsent(choice);
    // The buttons disappear with the banner: keyboard users go on from the page instead of from nowhere.
    focusElement(document.getElementById('main'));
  };
  return (
    <section
      ref={banner}
      data-consent-banner
      aria-label={t('consent.region')}
      className="sticky bottom-0 z-30 border-t border-stone-200 bg-white/95 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 md:flex-row md:items-center md:gap-6">
        <p className="text-sm text-stone-700 md:flex-1">
          {t('consent.text')}{' '}
          <LocalizedLink to="/legal/cookie-policy" className={textLink}>
            {t('consent.policyLink')}
          </LocalizedLink>
          {' · '}
          <button type="button" className={textLink} onClick={() => open('cookie-settings')}>
            {t('consent.settings')}
          </button>
        </p>
        {/* Two buttons fit a phone's width in one row, which keeps the banner low. */}
        <div className="flex gap-2">
          <button type="button" className={button} onClick={() => choose(ESSENTIAL_ONLY)}>
            {t('consent.essentialOnly')}
          </button>
          <button type="button" className={button} onClick={() => choose(ALL_CATEGORIES)}>
            {t('consent.acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}
