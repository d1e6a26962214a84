import { useId, useState } from 'react';
import { LocalizedLink } from '../../components/localized-link';
import { ModalDescription, ModalTitle } from '../../components/modal/modal-frame';
import { useTranslation } from '../../i18n/i18n-context';
import {
  ALL_CATEGORIES,
  type ConsentChoice,
  ESSENTIAL_ONLY,
  type OptionalConsentCategory,
  readConsent,
} from './consent-cookie';
import { recordConsent } from './consent-store';
import { ConsentTranslations } from './consent-translations';

const OPTIONAL: OptionalConsentCategory[] = ['preferences', 'statistics'];
// Accepting everything and refusing everything look alike: neither is nudged (decision 041).
const secondary =
  'min-h-11 rounded-xl border border-stone-300 px-5 font-semibold text-stone-800 hover:bg-stone-100';

/** The `cookie-settings` modal: the categories explained, the optional ones to switch (decision 041). */
export default function CookieSettingsModal({ close }: { close: () => void }) {
  return (
    <ConsentTranslations>
      <CookieSettings close={close} />
    </ConsentTranslations>
  );
}

function CookieSettings({ close }: { close: () => void }) {
  const { t } = useTranslation('consent');
  const id = useId();
  const [choice, setChoice] = useState<ConsentChoice>(() => readConsent(document.cookie) ?? ESSENTIAL_ONLY);
  const save = (saved: ConsentChoice) => {
    recordConsent(saved);
    close();
  };
  return (
    <div data-testid="cookie-settings">
      <ModalTitle>{t('title')}</ModalTitle>
      <ModalDescription>{t('intro')}</ModalDescription>
      <ul className="mt-5 flex flex-col gap-3">
        <li className="rounded-xl border border-stone-200 p-4">
          <div className="flex items-start gap-3">
            <input
              id={`${id}-essential`}
              type="checkbox"
              checked
              disabled
              aria-describedby={`${id}-essential-text`}
              className="mt-1 size-5 accent-brand-700"
            />
            <div>
              <label htmlFor={`${id}-essential`} className="font-semibold text-stone-900">
                {t('essential.name')} <span className="font-normal text-stone-600">({t('alwaysOn')})</span>
              </label>
              <p id={`${id}-essential-text`} className="mt-1 text-sm text-stone-700">
                {t('essential.text')}
              </p>
            </div>
          </div>
        </li>
        {OPTIONAL.map((category) => (
          <li key={category} className="rounded-xl border border-stone-200 p-4">
            <div className="flex items-start gap-3">
              <input
                id={`${id}-${category}`}
                type="checkbox"
                checked={choice[category]}
                onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
                aria-describedby={`${id}-${category}-text`}
                className="mt-1 size-5 accent-brand-700"
              />
              <div>
                <label htmlFor={`${id}-${category}`} className="font-semibold text-stone-900">
                  {t(`${category}.name`)}
                </label>
                <p id={`${id}-${category}-text`} className="mt-1 text-sm text-stone-700">
                  {t(`${category}.text`)}
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-stone-700">
        {t('notInUse')}{' '}
        <LocalizedLink
          to="/legal/cookie-policy"
          className="font-medium text-brand-800 underline"
          onClick={close}
        >
          {t('policyLink')}
        </LocalizedLink>
      </p>
      {/* The choices scroll inside the dialog (a phone, a 1280 × 800 screen in Russian); the buttons stick to its
          bottom edge, over the frame's padding, so they stay on screen whatever has been scrolled. */}
      <div
        className="sticky -bottom-6 -mx-6 -mb-6 mt-5 flex flex-col gap-2 border-t border-stone-200 bg-white px-6 pt-4 pb-6 sm:flex-row sm:justify-end"
        data-testid="cookie-settings-actions"
      >
        <button type="button" className={secondary} onClick={() => save(ESSENTIAL_ONLY)}>
          {t('essentialOnly')}
        </button>
        <button type="button" className={secondary} onClick={() => save(ALL_CATEGORIES)}>
          {t('acceptAll')}
        </button>
        <button type="button" className="button-primary" onClick={() => save(choice)}>
          {t('save')}
        </button>
      </div>
    </div>
  );
}
