import { describe, expect, it } from 'vitest';
import {
  localizedPath,
  pageLanguageOf,
  splitLanguagePrefix,
  switchLanguageHref,
  urlLanguageOf,
} from './language-path';

describe('splitLanguagePrefix', () => {
  it.each([
    ['/', null, '/'],
    ['/rentals', null, '/rentals'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/ar/apartment/sea-view', 'ar', '/apartment/sea-view'],
    ['/tr/owners', 'tr', '/owners'],
    ['/de/tour/12', 'de', '/tour/12'],
    ['/english/x', null, '/english/x'],
    ['/EN/rentals', null, '/EN/rentals'],
    ['/enx', null, '/enx'],
  ])('%s → prefix %s, path %s', (pathname, prefix, path) => {
    expect(splitLanguagePrefix(pathname)).toEqual({ prefix, path });
  });
});

describe('page language', () => {
  it('is Turkish without a prefix and for unknown first segments', () => {
    expect(urlLanguageOf('/rentals')).toBe('tr');
    expect(urlLanguageOf('/xx/rentals')).toBe('tr');
    expect(pageLanguageOf('/')).toBe('tr');
  });

  it('follows the prefix; de and fr show English texts', () => {
    expect(urlLanguageOf('/ru/owners')).toBe('ru');
    expect(pageLanguageOf('/ru/owners')).toBe('ru');
    expect(urlLanguageOf('/fr/owners')).toBe('fr');
    expect(pageLanguageOf('/fr/owners')).toBe('en');
    expect(pageLanguageOf('/de')).toBe('en');
  });
});

describe('localizedPath', () => {
  it.each([
    ['tr', '/', '/'],
    ['tr', '/owners', '/owners'],
    ['en', '/', '/en'],
    ['en', '/owners', '/en/owners'],
    ['ar', '/legal/kvkk', '/ar/legal/kvkk'],
    ['ru', '/?guests=2', '/ru?guests=2'],
    ['ru', '/#tours', '/ru#tours'],
    ['de', '/rentals?checkIn=2026-05-01#map', '/de/rentals?checkIn=2026-05-01#map'],
  ] as const)('%s %s → %s', (language, path, expected) => {
    expect(localizedPath(language, path)).toBe(expected);
  });

  it('refuses relative paths, which would resolve against the current page', () => {
    expect(() => localizedPath('en', 'owners')).toThrow(/absolute/);
  });
});

describe('switchLanguageHref', () => {
  it('swaps the prefix and keeps path, query and hash', () => {
    const location = { pathname: '/en/apartment/galata-loft', search: '?guests=2', hash: '#reviews' };
    expect(switchLanguageHref(location, 'ar')).toBe('/ar/apartment/galata-loft?guests=2#reviews');
    expect(switchLanguageHref(location, 'tr')).toBe('/apartment/galata-loft?guests=2#reviews');
  });

  it('adds a prefix to Turkish pages and removes it for Turkish', () => {
    expect(switchLanguageHref({ pathname: '/' }, 'ru')).toBe('/ru');
    expect(switchLanguageHref({ pathname: '/rentals', search: '?a=1' }, 'en')).toBe('/en/rentals?a=1');
    expect(switchLanguageHref({ pathname: '/ru' }, 'tr')).toBe('/');
  });
});
