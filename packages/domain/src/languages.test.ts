import { describe, expect, it } from 'vitest';
import { contentLanguage, languageFromAcceptLanguage, textDirection } from './languages.ts';

describe('languageFromAcceptLanguage', () => {
  it('defaults to Turkish without a header', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('tr');
    expect(languageFromAcceptLanguage('')).toBe('tr');
  });

  it('picks the highest-quality supported language', () => {
    expect(languageFromAcceptLanguage('ja;q=0.9, ru-RU;q=0.8, en;q=0.5')).toBe('ru');
    expect(languageFromAcceptLanguage('en;q=0.2, ar-SA')).toBe('ar');
  });

  it('serves German and French in English', () => {
    expect(languageFromAcceptLanguage('de-DE')).toBe('en');
    expect(languageFromAcceptLanguage('fr')).toBe('en');
  });

  it('ignores garbage and zero-quality entries', () => {
    expect(languageFromAcceptLanguage(';;;,q=abc,en;q=0')).toBe('tr');
    expect(languageFromAcceptLanguage('x'.repeat(5000))).toBe('tr');
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
