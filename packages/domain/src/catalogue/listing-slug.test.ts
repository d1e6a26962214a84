import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugFromTitle, suggestedSlugs } from './listing-slug.ts';

describe('slugFromTitle', () => {
  it('writes Turkish letters as their Latin base, dotted and dotless i alike', () => {
    expect(slugFromTitle('Çiçekli Ğ Işıklı İstanbul Öğretmen Şişli Üsküdar')).toBe(
      'cicekli-g-isikli-istanbul-ogretmen-sisli-uskudar',
    );
    expect(slugFromTitle('KADIKÖY’DE DENİZ MANZARALI DAİRE')).toBe('kadikoyde-deniz-manzarali-daire');
  });

  it('transliterates Cyrillic', () => {
    expect(slugFromTitle('Квартира у моря в Мода, 2 спальни')).toBe('kvartira-u-moria-v-moda-2-spalni');
    expect(slugFromTitle('Щедрый подъезд')).toBe('shchedryi-podieezd');
  });

  it('drops other accents and punctuation and trims hyphens', () => {
    expect(slugFromTitle('  Café — Résidence №5!  ')).toBe('cafe-residence-no5');
  });

  it('leaves nothing for Arabic, which has no agreed Latin spelling', () => {
    expect(slugFromTitle('شقة مطلة على البحر')).toBe('');
  });

  it('is at most 80 characters and never ends with a hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('suggestedSlugs', () => {
  it('gives Arabic the English slug with a language suffix, else the Turkish one', () => {
    expect(
      suggestedSlugs({ tr: 'Galata Çatı Katı', en: 'Galata Loft', ar: 'علية غلطة', ru: 'Лофт в Галате' }),
    ).toEqual({ tr: 'galata-cati-kati', en: 'galata-loft', ar: 'galata-loft-ar', ru: 'loft-v-galate' });
    expect(suggestedSlugs({ tr: 'Moda Daire', ar: 'شقة' })).toEqual({
      tr: 'moda-daire',
      ar: 'moda-daire-ar',
    });
  });

  it('names languages without a title nowhere', () => {
    expect(suggestedSlugs({ tr: 'Moda', en: '  ' })).toEqual({ tr: 'moda' });
  });
});

describe('firstFreeSlug', () => {
  it('adds -2, -3 … until the slug is free', () => {
    const taken = new Set(['moda', 'moda-2']);
    expect(firstFreeSlug('moda', (slug) => taken.has(slug))).toBe('moda-3');
    expect(firstFreeSlug('kadikoy', (slug) => taken.has(slug))).toBe('kadikoy');
  });

  it('stays within 80 characters with the suffix', () => {
    const base = 'a'.repeat(80);
    expect(firstFreeSlug(base, (slug) => slug === base)).toBe(`${'a'.repeat(78)}-2`);
  });
});
