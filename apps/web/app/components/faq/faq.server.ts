import { GUARANTEE_FEE_PERCENT } from '@konak/domain/cancellation';
import type { Language } from '@konak/domain/languages';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '@konak/domain/stay-policy';
import { OPERATOR_CONTACT } from '../../config/operator-contact';
import { readTranslations } from '../../i18n/translations.server';
import { createTranslator } from '../../i18n/translator';
import { type FaqContent, type FaqFacts, faqEntries } from './faq-entries';

type ApartmentFacts = {
  checkInTime: string;
  checkOutTime: string;
  maxCapacity: number;
  guaranteeFeePercent: number;
};

const contact = { phone: OPERATOR_CONTACT.phone, email: OPERATOR_CONTACT.email };

/** The home page's FAQ: the site's standard times and the range of guarantee fee rates. */
export const SITE_FAQ_FACTS: FaqFacts = {
  kind: 'site',
  checkInTime: CHECK_IN_TIME,
  checkOutTime: CHECK_OUT_TIME,
  guaranteeFeePercent: { min: GUARANTEE_FEE_PERCENT.min, max: GUARANTEE_FEE_PERCENT.max },
  ...contact,
};

/** An apartment page's FAQ: its own check-in/out times, capacity and guarantee fee rate. */
export function apartmentFaqFacts(apartment: ApartmentFacts): FaqFacts {
  return {
    kind: 'apartment',
    checkInTime: apartment.checkInTime,
    checkOutTime: apartment.checkOutTime,
    maxCapacity: apartment.maxCapacity,
    // The rate bookings are charged with: a stored rate outside 15–25 % is clamped (cancellation.ts).
    guaranteeFeePercent: Math.min(
      GUARANTEE_FEE_PERCENT.max,
      Math.max(GUARANTEE_FEE_PERCENT.min, apartment.guaranteeFeePercent),
    ),
    ...contact,
  };
}

/**
 * The FAQ of a page, built once on the server and returned by its loader as `faq`: the page renders it and the
 * FAQPage structured data must be built from the same `loaderData.faq.entries`, so the two can never differ.
 * The texts travel only in this form (the `faq` namespace is not sent to the browser).
 */
export function loadFaq(language: Language, facts: FaqFacts): FaqContent {
  const translate = createTranslator(language, readTranslations(language, ['faq']));
  return {
    title: translate('faq', 'title'),
    entries: faqEntries((key, values) => translate('faq', key, values), facts),
  };
}
