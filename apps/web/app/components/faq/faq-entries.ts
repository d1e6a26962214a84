import { BANK_TRANSFER_RECEIPT_HOURS, FREE_CANCELLATION_DAYS, QUIET_HOURS } from '@konak/domain/stay-policy';
import type { TranslationKey } from '../../i18n/namespaces';
import type { TranslationValues } from '../../i18n/translator';

/** One question and its answer, plain text in the page language. */
export type FaqEntry = { id: FaqTopic; question: string; answer: string };

/** What the FAQ heading and entries need; the visible section and the FAQPage structured data use the same. */
export type FaqContent = { title: string; entries: FaqEntry[] };

export const FAQ_TOPICS = [
  'checkTimes',
  'capacity',
  'cancellation',
  'payment',
  'priceIncludes',
  'petsSmoking',
  'whatsapp',
  'support',
] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

type Contact = { phone: string; email: string };

/** The facts the answers state: the site's defaults on the home page, one apartment's own on its page. */
export type FaqFacts = Contact &
  (
    | {
        kind: 'site';
        checkInTime: string;
        checkOutTime: string;
        /** The range of the per-apartment guarantee fee rates, in percent. */
        guaranteeFeePercent: { min: number; max: number };
      }
    | {
        kind: 'apartment';
        checkInTime: string;
        checkOutTime: string;
        maxCapacity: number;
        guaranteeFeePercent: number;
      }
  );

export type FaqTranslate = (key: TranslationKey<'faq'>, values?: TranslationValues) => string;

// Unicode isolates keep "+90 212 …" and an e-mail address whole and left-to-right inside Arabic sentences.
const isolated = (text: string) => `\u2066${text}\u2069`;

/**
 * The FAQ of spec §1 (check-in/out times, capacity, cancellation, payment, price, pets and smoking, the WhatsApp
 * hand-off, support) in one language, with the facts filled in. Pure: the server builds it once per page
 * (faq.server.ts) and both the visible section and the FAQPage JSON-LD render that same list.
 */
export function faqEntries(t: FaqTranslate, facts: FaqFacts): FaqEntry[] {
  const days = t('units.days', { count: FREE_CANCELLATION_DAYS });
  const hours = t('units.hours', { count: BANK_TRANSFER_RECEIPT_HOURS });
  const times = { checkIn: facts.checkInTime, checkOut: facts.checkOutTime };
  const site = facts.kind === 'site';
  const fee =
    facts.kind === 'site'
      ? t('cancellation.feeSite', facts.guaranteeFeePercent)
      : t('cancellation.feeApartment', { percent: facts.guaranteeFeePercent });
  const answers: Record<FaqTopic, string> = {
    checkTimes: t(site ? 'checkTimes.answerSite' : 'checkTimes.answerApartment', times),
    capacity:
      facts.kind === 'site'
        ? t('capacity.answerSite')
        : t('capacity.answerApartment', { guests: t('units.guests', { count: facts.maxCapacity }) }),
    cancellation: t('cancellation.answer', { days, fee }),
    payment: t('payment.answer', { hours }),
    priceIncludes: t('priceIncludes.answer'),
    petsSmoking: t('petsSmoking.answer', QUIET_HOURS),
    whatsapp: t('whatsapp.answer'),
    support: t('support.answer', { phone: isolated(facts.phone), email: isolated(facts.email) }),
  };
  return FAQ_TOPICS.map((id) => ({ id, question: t(`${id}.question`), answer: answers[id] }));
}
