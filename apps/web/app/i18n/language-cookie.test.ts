import { describe, expect, it } from 'vitest';
import { languageCookie, readLanguageCookie } from './language-cookie';

describe('language cookie', () => {
  it('reads a recognised language among other cookies', () => {
    expect(readLanguageCookie('theme=dark; lang=ar; session=abc')).toBe('ar');
    expect(readLanguageCookie('lang=de')).toBe('de');
  });

  it('ignores missing, unknown or look-alike values', () => {
    expect(readLanguageCookie(null)).toBeNull();
    expect(readLanguageCookie('')).toBeNull();
    expect(readLanguageCookie('lang=xx')).toBeNull();
    expect(readLanguageCookie('language=en; slang=en')).toBeNull();
  });

  it('is stored for a year for the whole site, Secure on HTTPS', () => {
    expect(languageCookie('ru', { secure: false })).toBe('lang=ru; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(languageCookie('en', { secure: true })).toBe(
      'lang=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });
});
