import { afterEach, describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  consentCookie,
  consentValue,
  ESSENTIAL_ONLY,
  hasConsent,
  readConsent,
} from './consent-cookie';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
  document.cookie = 'konak_consent=; Max-Age=0; Path=/';
});

describe('the konak_consent cookie', () => {
  it('writes each choice as a short versioned value', () => {
    expect(consentValue(ESSENTIAL_ONLY)).toBe('v1.essential');
    expect(consentValue(ALL_CATEGORIES)).toBe('v1.all');
    expect(consentValue({ preferences: true, statistics: false })).toBe('v1.preferences');
    expect(consentValue({ preferences: false, statistics: true })).toBe('v1.statistics');
  });

  it('reads every value it writes back, among other cookies', () => {
    for (const choice of [
      ESSENTIAL_ONLY,
      ALL_CATEGORIES,
      { preferences: true, statistics: false },
      { preferences: false, statistics: true },
    ]) {
      expect(readConsent(`lang=en; konak_consent=${consentValue(choice)}; other=1`)).toEqual(choice);
    }
  });

  it('counts a missing, malformed or older-version value as no choice, so the banner asks again', () => {
    for (const header of [
      null,
      undefined,
      '',
      'lang=en',
      'konak_consent=',
      'konak_consent=all',
      'konak_consent=v1.everything',
      'konak_consent=v0.all',
      'konak_consent=v2.all',
      'xkonak_consent=v1.all',
    ]) {
      expect(readConsent(header), String(header)).toBeNull();
    }
  });

  it('is kept for a year on the whole site, Secure on https', () => {
    expect(consentCookie(ESSENTIAL_ONLY, { secure: false })).toBe(
      'konak_consent=v1.essential; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(consentCookie(ALL_CATEGORIES, { secure: true })).toMatch(/^konak_consent=v1\.all; .*; Secure$/);
  });
});

describe('hasConsent', () => {
  it('always allows essential storage and optional storage only after an explicit yes', () => {
    expect(hasConsent('essential', null)).toBe(true);
    expect(hasConsent('preferences', null)).toBe(false);
    expect(hasConsent('statistics', 'konak_consent=v1.essential')).toBe(false);
    expect(hasConsent('statistics', 'konak_consent=v1.statistics')).toBe(true);
    expect(hasConsent('preferences', 'konak_consent=v1.statistics')).toBe(false);
    expect(hasConsent('preferences', 'konak_consent=v1.all')).toBe(true);
  });

  it("reads the browser's cookies when no header is given", () => {
    expect(hasConsent('statistics')).toBe(false);
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
    document.cookie = consentCookie(ALL_CATEGORIES, { secure: false });
    expect(hasConsent('statistics')).toBe(true);
  });
});
