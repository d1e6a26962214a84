import type { Language } from '@konak/domain/languages';
import type { SiteSettings } from '@konak/domain/site/site-settings';
import { OPERATOR_CONTACT } from '../config/operator-contact';
import type { Translate } from '../i18n/translator';

/** One JSON-LD block (schema.org vocabulary). */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string | string[] } & Record<
  string,
  unknown
>;

/** What the builders need to know about the page they describe. */
export type SeoContext = {
  origin: string;
  language: Language;
  /** This page's absolute URL in its language: the canonical URL. */
  canonical: string;
  absolute(path: string): string;
  t: Translate;
};

/** The @id every block uses to point at the operator. */
export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/**
 * The operator, on every page (spec §1). The address and social profile come from the settings (decision 055) and
 * are left out while they are the examples: a search result cannot carry the note that says so.
 */
export function organization({ origin, absolute, t }: SeoContext, site: SiteSettings | null): JsonLd {
  const address = site && !site.address.isExample ? site.address.lines[0] : undefined;
  const social = site && !site.social.isExample ? [site.social.url] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: t('seo', 'siteName'),
    alternateName: 'Konak',
    url: absolute('/'),
    logo: { '@type': 'ImageObject', url: absolute('/logo.png'), width: 512, height: 512 },
    description: t('seo', 'organizationDescription'),
    email: OPERATOR_CONTACT.email,
    telephone: OPERATOR_CONTACT.phone,
    address: {
      '@type': 'PostalAddress',
      ...(address ? { streetAddress: address } : {}),
      addressLocality: 'İstanbul',
      addressCountry: OPERATOR_CONTACT.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: OPERATOR_CONTACT.phone,
      email: OPERATOR_CONTACT.email,
      availableLanguage: ['tr', 'en', 'ar', 'ru'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    },
    ...(social ? { sameAs: social } : {}),
  };
}

/** The home page: the site itself. */
export function webSite({ origin, absolute, t, language }: SeoContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: t('seo', 'siteName'),
    url: absolute('/'),
    inLanguage: language,
    publisher: { '@id': organizationId(origin) },
  };
}

/** Where the page sits, from the home page down; positions start at 1 (Google's breadcrumb guidance). */
export function breadcrumbList(
  items: readonly { name: string; path: string }[],
  { absolute }: SeoContext,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.path),
    })),
  };
}

export type FaqEntry = { question: string; answer: string };

/** The questions the page shows in its visible FAQ, word for word (Google requires them to match). */
export function faqPage(entries: readonly FaqEntry[], { canonical, language }: SeoContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${canonical}#faq`,
    inLanguage: language,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
