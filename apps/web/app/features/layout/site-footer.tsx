import { LockIcon } from '../../components/icons';
import { LocalizedLink } from '../../components/localized-link';
import { useModal } from '../../components/modal/modal-provider';
import { OPERATOR_CONTACT, telephoneHref } from '../../config/operator-contact';
import { countryName } from '../../i18n/display-names';
import { useTranslation } from '../../i18n/i18n-context';
import { dateTimeFormat } from '../../lib/intl-formats';
import { ExampleNote } from '../../site/example-note';
import { socialNetworkName } from '../../site/social-network-name';
import { useSiteSettings } from '../../site/use-site-settings';
import { FooterSection } from './footer-section';
import { Wordmark } from './wordmark';

/** Spec §2: the legal documents served at /legal/{type}. */
export const LEGAL_DOCUMENT_TYPES = [
  'kvkk',
  'privacy-policy',
  'terms-conditions',
  'cookie-policy',
  'distance-sales-contract',
] as const;

const footerLink = 'rounded-sm text-stone-300 underline-offset-4 hover:text-white hover:underline';

/**
 * Spec §1: a copyright line from 2024; it runs to the current year in Istanbul, on the server and in the browser.
 * It is a value of the sentence, so Arabic isolates it and it reads "© 2024–2026", not "2026–2024 ©".
 */
function copyrightYears(): string {
  const year = dateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(new Date());
  return `© 2024–${year}`;
}

export function SiteFooter() {
  const { t, language } = useTranslation('common');
  const { open } = useModal();
  const site = useSiteSettings();
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-2 px-4 py-10 md:grid-cols-4 md:gap-8">
        <div className="pb-4 md:pb-0">
          <Wordmark inverted />
          <p className="mt-3 text-sm leading-relaxed">{t('footer.tagline')}</p>
        </div>
        <FooterSection title={t('footer.legalTitle')}>
          <ul className="flex flex-col gap-2 text-sm">
            {LEGAL_DOCUMENT_TYPES.map((type) => (
              <li key={type}>
                <LocalizedLink to={`/legal/${type}`} className={footerLink}>
                  {t(`footer.legal.${type}`)}
                </LocalizedLink>
              </li>
            ))}
            <li>
              {/* Reopens the cookie-consent choice (decision 041). */}
              <button
                type="button"
                className={`${footerLink} text-start`}
                onClick={() => open('cookie-settings')}
              >
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </FooterSection>
        <FooterSection title={t('footer.contactTitle')}>
          <address className="flex flex-col gap-2 text-sm not-italic">
            <span className="sr-only">{t('footer.address')}</span>
            {/* <bdi> keeps "34000 Beyoğlu / İstanbul" in order inside right-to-left pages. */}
            {site && (
              <span lang="tr">
                {site.address.lines.map((line) => (
                  <span key={line} className="block">
                    <bdi>{line}</bdi>
                  </span>
                ))}
              </span>
            )}
            {/* The street is a postal address and stays Turkish; the country is a word of the page. The server's
                and the browser's ICU may spell a name differently: the server's text is kept, not a warning. */}
            <span suppressHydrationWarning data-testid="footer-country">
              {countryName(OPERATOR_CONTACT.countryCode, language)}
            </span>
            {site?.address.isExample && <ExampleNote onDark />}
            <span>
              <span className="sr-only">{t('footer.phone')}: </span>
              <a href={telephoneHref(OPERATOR_CONTACT.phone)} className={footerLink} dir="ltr">
                {OPERATOR_CONTACT.phone}
              </a>
            </span>
            <span>
              <span className="sr-only">{t('footer.email')}: </span>
              <a href={`mailto:${OPERATOR_CONTACT.email}`} className={footerLink} dir="ltr">
                {OPERATOR_CONTACT.email}
              </a>
            </span>
            <span>{t('footer.support')}</span>
          </address>
        </FooterSection>
        <FooterSection title={t('footer.followTitle')}>
          <ul className="flex flex-col gap-2 text-sm">
            {site && (
              <li>
                <a href={site.social.url} className={footerLink} rel="noopener noreferrer" target="_blank">
                  {socialNetworkName(site.social.url)}
                  <span className="sr-only"> ({t('footer.newTab')})</span>
                </a>
                {site.social.isExample && <ExampleNote onDark />}
              </li>
            )}
          </ul>
        </FooterSection>
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm md:flex-row md:items-center md:justify-between">
          <p>{t('footer.copyright', { years: copyrightYears() })}</p>
          <p className="flex items-center gap-2">
            <LockIcon className="size-4 shrink-0 text-brand-300" />
            {t('footer.secureConnection')}
          </p>
        </div>
      </div>
    </footer>
  );
}
