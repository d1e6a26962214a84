// @vitest-environment node
// Runs where the server runs: browser-like fetch globals drop Set-Cookie from constructed responses.
import { describe, expect, it } from 'vitest';
import { languageRedirect } from './language-redirect';

const redirectFor = (url: string, cookie: string | null = null) =>
  languageRedirect(new URL(url, 'https://konak.test'), cookie);

describe('languageRedirect', () => {
  it('sends /tr/... to the unprefixed URL, keeping the query', () => {
    const response = redirectFor('/tr/rentals?guests=2');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/rentals?guests=2');
    expect(response?.headers.get('Set-Cookie')).toBeNull();
    expect(redirectFor('/tr')?.headers.get('Location')).toBe('/');
  });

  it('makes an explicit /tr/ win over a stored English preference', () => {
    const response = redirectFor('/tr/owners', 'lang=en');
    expect(response?.headers.get('Location')).toBe('/owners');
    expect(response?.headers.get('Set-Cookie')).toBe(
      'lang=tr; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('sends an unprefixed URL to the stored language', () => {
    const response = redirectFor('/apartment/galata-loft?guests=3', 'x=1; lang=ar');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/ar/apartment/galata-loft?guests=3');
    expect(response?.headers.get('Vary')).toBe('Cookie');
    expect(redirectFor('/', 'lang=ru')?.headers.get('Location')).toBe('/ru');
    expect(redirectFor('/', 'lang=de')?.headers.get('Location')).toBe('/de');
  });

  it('leaves Turkish, prefixed and cookie-less requests alone', () => {
    expect(redirectFor('/rentals')).toBeNull();
    expect(redirectFor('/rentals', 'lang=tr')).toBeNull();
    expect(redirectFor('/rentals', 'lang=nonsense')).toBeNull();
    expect(redirectFor('/en/rentals', 'lang=ru')).toBeNull();
    expect(redirectFor('/ar', 'lang=en')).toBeNull();
  });
});
