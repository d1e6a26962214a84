// @vitest-environment node
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apartmentFaqFacts, loadFaq, SITE_FAQ_FACTS } from '../../components/faq/faq.server';
import { FAQ_TOPICS, type FaqEntry } from '../../components/faq/faq-entries';
import { OPERATOR_CONTACT } from '../../config/operator-contact';
import { loader as apartmentLoader } from '../../routes/apartment';
import { apartment, contextWith, fakeCatalogue } from './listing-test-fixtures';

const ownFacts = apartmentFaqFacts({
  checkInTime: '15:00',
  checkOutTime: '10:30',
  maxCapacity: 6,
  guaranteeFeePercent: 22,
});

const answerOf = (entries: FaqEntry[], id: FaqEntry['id']) =>
  entries.find((entry) => entry.id === id)?.answer;

/** A text with a key or placeholder left in it, e.g. "units.days" or "{{fee}}". */
const UNRESOLVED = /{{|}}|\b(units|checkTimes|capacity|cancellation|payment|support)\.\w+/;

describe('FAQ entries', () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it(`answers every topic in ${language} with the site's facts filled in`, () => {
      const { title, entries } = loadFaq(language, SITE_FAQ_FACTS);
      expect(title).not.toMatch(UNRESOLVED);
      expect(entries.map(({ id }) => id)).toEqual([...FAQ_TOPICS]);
      for (const { question, answer } of entries) {
        expect(question.length).toBeGreaterThan(5);
        expect(answer.length).toBeGreaterThan(20);
        expect(`${question} ${answer}`).not.toMatch(UNRESOLVED);
      }
      expect(answerOf(entries, 'checkTimes')).toContain('14:00');
      expect(answerOf(entries, 'checkTimes')).toContain('11:00');
      expect(answerOf(entries, 'cancellation')).toMatch(/15.*25/);
      expect(answerOf(entries, 'cancellation')).toContain('7');
      expect(answerOf(entries, 'payment')).toContain('24');
      expect(answerOf(entries, 'petsSmoking')).toContain('22:00');
      expect(answerOf(entries, 'support')).toContain(OPERATOR_CONTACT.phone);
      expect(answerOf(entries, 'support')).toContain(OPERATOR_CONTACT.email);
    });

    it(`states one apartment's own times, capacity and guarantee fee in ${language}`, () => {
      const { entries } = loadFaq(language, ownFacts);
      for (const { question, answer } of entries) expect(`${question} ${answer}`).not.toMatch(UNRESOLVED);
      expect(answerOf(entries, 'checkTimes')).toContain('15:00');
      expect(answerOf(entries, 'checkTimes')).toContain('10:30');
      expect(answerOf(entries, 'checkTimes')).not.toContain('14:00');
      expect(answerOf(entries, 'capacity')).toContain('6');
      expect(answerOf(entries, 'cancellation')).toContain('22');
      expect(answerOf(entries, 'cancellation')).not.toMatch(/15.*25/);
    });
  }

  it('uses the language’s plural forms for the numbers it states', () => {
    expect(answerOf(loadFaq('en', ownFacts).entries, 'capacity')).toBe(
      'This apartment hosts up to 6 guests; babies under 2 do not count towards that number. No more people may stay than the reservation names.',
    );
    expect(answerOf(loadFaq('ru', ownFacts).entries, 'capacity')).toContain('до 6 гостей');
    expect(answerOf(loadFaq('ar', ownFacts).entries, 'capacity')).toContain('6 ضيوف');
    expect(answerOf(loadFaq('en', SITE_FAQ_FACTS).entries, 'cancellation')).toContain('up to 7 days before');
    expect(answerOf(loadFaq('ru', SITE_FAQ_FACTS).entries, 'payment')).toContain('за 24 часа');
  });

  it('states the guarantee fee rate bookings are charged with, clamped into 15–25 %', () => {
    const facts = apartmentFaqFacts({ ...ownFacts, maxCapacity: 2, guaranteeFeePercent: 40 });
    expect(answerOf(loadFaq('en', facts).entries, 'cancellation')).toContain(
      'At this apartment the guarantee fee is 25% of the stay price',
    );
  });
});

describe('apartment page loader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('returns the FAQ with the apartment’s own facts and the booking terms’ texts', async () => {
    const url = new URL('/en/apartment/moda-sea-view-flat', 'https://konak.test');
    const args = {
      params: { slug: 'moda-sea-view-flat' },
      url,
      request: new Request(url),
      context: contextWith(fakeCatalogue()),
    } as unknown as Parameters<typeof apartmentLoader>[0];
    const result = await apartmentLoader(args);
    const faq = result.data.page?.faq;
    expect(faq).toEqual(loadFaq('en', apartmentFaqFacts(apartment)));
    expect(answerOf(faq?.entries ?? [], 'checkTimes')).toContain(`from ${apartment.checkInTime}`);
    const namespaces = Object.keys(result.data.i18n.files);
    expect(namespaces).toContain('booking-terms');
    // The FAQ travels as the entries above only, not as a second copy in its translation namespace.
    expect(namespaces).not.toContain('faq');
  });
});
