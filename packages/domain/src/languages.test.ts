import { describe, expect, it } from 'vitest';
import { contentLanguage, languageFromAcceptLanguage, textDirection } from './languages.ts';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['defaults to Turkish without a header', undefined, 'tr'],
    ['defaults to Turkish for an empty header', '', 'tr'],
    ['picks the highest-quality supported language', 'ja;q=0.9, ru-RU;q=0.8, en;q=0.5', 'ru'],
    ['picks the highest-quality supported language, 1 when unstated', 'en;q=0.2, ar-SA', 'ar'],
    ['serves German in English', 'de-DE', 'en'],
    ['serves French in English', 'fr', 'en'],
    ['ignores garbage and zero-quality entries', ';;;,q=abc,en;q=0', 'tr'],
    ['ignores a header too long to be real', 'x'.repeat(5000), 'tr'],
  ] as const)('%s', (_, header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});

describe('text direction and content language', () => {
  it('is right-to-left only for Arabic', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ru')).toBe('ltr');
  });

  it('maps recognised fallbacks to English', () => {
    expect(contentLanguage('de')).toBe('en');
    expect(contentLanguage('tr')).toBe('tr');
  });
});
