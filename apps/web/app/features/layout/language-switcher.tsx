import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ChevronDownIcon, GlobeIcon } from '../../components/icons';
import { useLanguage, useTranslation } from '../../i18n/i18n-context';
import { useLanguageAlternates } from '../../i18n/language-alternates';
import { storeLanguagePreference } from '../../i18n/language-cookie';
import { NATIVE_LANGUAGE_NAMES } from '../../i18n/language-names';
import { switchLanguageHref } from '../../i18n/language-path';
import { popoverFocus } from '../../lib/focus';

const MENU_ID = 'language-menu';

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function hidePopover(element: Element | null): void {
  if (element instanceof HTMLElement && typeof element.hidePopover === 'function') {
    try {
      element.hidePopover();
    } catch {
      // Already hidden: browsers before the 2024 spec change throw instead of doing nothing.
    }
  }
}

/**
 * The language menu: a native popover (opens before hydration, closes on Escape and outside clicks)
 * listing the languages by their own names. Each entry links to the current page in that language; a
 * plain click also stores the choice in the `lang` cookie and keeps the URL hash. The hash stays out of
 * the href because the server never sees it, and the server-rendered href must match the hydrated one.
 */
export function LanguageSwitcher() {
  const { language } = useLanguage();
  const { t } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // Pages with translated paths (an apartment's slug) name their own address in each language.
  const alternates = useLanguageAlternates();

  return (
    <div>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900"
        data-testid="language-switcher"
      >
        <GlobeIcon />
        <span className="sr-only">{t('language.label')}: </span>
        <span lang={language}>{NATIVE_LANGUAGE_NAMES[language]}</span>
        <ChevronDownIcon className="size-4" />
      </button>
      <div id={MENU_ID} popover="auto" {...popoverFocus()} className="language-menu">
        <ul aria-label={t('language.menuLabel')} className="flex flex-col gap-0.5">
          {SUPPORTED_LANGUAGES.map((code) => {
            const href = alternates
              ? `${alternates[code]}${search}`
              : switchLanguageHref({ pathname, search }, code);
            return (
              <li key={code}>
                <Link
                  to={href}
                  hrefLang={code}
                  lang={code}
                  aria-current={code === language ? 'true' : undefined}
                  className="language-option"
                  preventScrollReset
                  onClick={(event) => {
                    if (!isPlainLeftClick(event)) return;
                    event.preventDefault();
                    storeLanguagePreference(code);
                    hidePopover(event.currentTarget.closest('[popover]'));
                    navigate(`${href}${hash}`, { preventScrollReset: true });
                  }}
                >
                  {NATIVE_LANGUAGE_NAMES[code]}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
