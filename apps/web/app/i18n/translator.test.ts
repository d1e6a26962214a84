import { SUPPORTED_LANGUAGES, textDirection } from '@konak/domain/languages';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Namespace, TranslationKey, TranslationResources } from './namespaces';
import { allLocaleFiles } from './translations.server';
import { createTranslator, isolateDirection } from './translator';

const files = allLocaleFiles();

function resourcesOf(language: string): TranslationResources {
  return Object.fromEntries(files.get(language) ?? []) as TranslationResources;
}

function baseKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([name, child]) =>
    baseKeys(child, prefix ? `${prefix}.${name}` : name).map((key) =>
      key.replace(/_(zero|one|two|few|many|other)$/, ''),
    ),
  );
}

describe('createTranslator', () => {
  it('picks Russian plural forms by CLDR rules', () => {
    const t = createTranslator('ru', resourcesOf('ru'));
    expect(t('home', 'why.cancellation.text', { count: 1 })).toContain('за 1 день');
    expect(t('home', 'why.cancellation.text', { count: 3 })).toContain('за 3 дня');
    expect(t('home', 'why.cancellation.text', { count: 7 })).toContain('за 7 дней');
    expect(t('home', 'why.cancellation.text', { count: 21 })).toContain('за 21 день');
  });

  it('picks Arabic plural forms, including the dual without a number', () => {
    const t = createTranslator('ar', resourcesOf('ar'));
    expect(t('home', 'why.cancellation.text', { count: 2 })).toContain('يومين');
    expect(t('home', 'why.cancellation.text', { count: 7 })).toContain('7 أيام');
    expect(t('home', 'why.cancellation.text', { count: 11 })).toContain('11 يومًا');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = createTranslator('en', {
      common: { greeting: 'Hello {{name}}, {{ missing }}' },
    } as unknown as TranslationResources);
    expect(t('common', 'greeting' as TranslationKey<'common'>, { name: 'Ayşe' })).toBe(
      'Hello Ayşe, {{ missing }}',
    );
  });

  it('isolates text values in right-to-left languages, so a phone number or Latin name keeps its order', () => {
    const ar = createTranslator('ar', resourcesOf('ar'));
    expect(ar('faq', 'support.answer', { phone: '+90 212 555 00 00', email: 'destek@konak.example' })).toBe(
      'فريق الدعم متاح على مدار الساعة طوال أيام الأسبوع: الهاتف \u2068+90 212 555 00 00\u2069، والبريد الإلكتروني \u2068destek@konak.example\u2069، أو محادثة واتساب التي تُفتح بعد الحجز.',
    );
    expect(ar('reviews', 'section.count', { count: 3 })).toBe('3 تقييمات');
    const tr = createTranslator('tr', resourcesOf('tr'));
    expect(tr('faq', 'support.answer', { phone: '+90 212 555 00 00', email: 'a@b.c' })).not.toContain(
      '\u2068',
    );
  });

  it('shows the key itself when it does not exist, like i18next', () => {
    const t = createTranslator('tr', resourcesOf('tr'));
    expect(t('common', 'no.such.key' as TranslationKey<'common'>)).toBe('no.such.key');
    expect(t('home', 'hero.title')).toBe("İstanbul'da kendi evinizdeymiş gibi kalın");
  });

  // Our translator replaces i18next in the browser, so it must answer exactly as i18next would.
  it.each(SUPPORTED_LANGUAGES)('answers like i18next for every %s key and count', async (language) => {
    const resources = resourcesOf(language);
    const reference = i18next.createInstance();
    await reference.init({
      lng: language,
      resources: { [language]: resources },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const ours = createTranslator(language, resources);
    // Ours isolates text values in right-to-left languages (decision 059); i18next is given them isolated.
    const values = { checkIn: '14:00', checkOut: '11:00' };
    const referenceValues =
      textDirection(language) === 'rtl'
        ? { checkIn: isolateDirection(values.checkIn), checkOut: isolateDirection(values.checkOut) }
        : values;
    for (const namespace of Object.keys(resources) as Namespace[]) {
      for (const key of new Set(baseKeys(resources[namespace]))) {
        const typedKey = key as TranslationKey<typeof namespace>;
        expect(ours(namespace, typedKey, values), `${namespace}:${key}`).toBe(
          reference.t(key, { ns: namespace, ...referenceValues }),
        );
        for (const count of [0, 1, 2, 3, 5, 7, 11, 21, 100, 101, 1.5]) {
          expect(ours(namespace, typedKey, { ...values, count }), `${namespace}:${key} count=${count}`).toBe(
            reference.t(key, { ns: namespace, ...referenceValues, count }),
          );
        }
      }
    }
  });
});
