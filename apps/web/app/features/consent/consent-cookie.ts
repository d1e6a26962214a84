/**
 * The visitor's cookie-consent choice (KVKK; decision 041), kept for a year in the `konak_consent` cookie as
 * `v1.essential`, `v1.preferences`, `v1.statistics` or `v1.all`. Essential storage needs no consent; every optional
 * cookie or browser storage must ask `hasConsent(category)` first. A new category means a new version: older
 * choices then count as none, and the banner asks again.
 */
export const CONSENT_COOKIE = 'konak_consent';
const VERSION = 'v1';
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export type OptionalConsentCategory = 'preferences' | 'statistics';
export type ConsentCategory = 'essential' | OptionalConsentCategory;
export type ConsentChoice = Record<OptionalConsentCategory, boolean>;

export const ESSENTIAL_ONLY: ConsentChoice = { preferences: false, statistics: false };
export const ALL_CATEGORIES: ConsentChoice = { preferences: true, statistics: true };

/** The cookie value of a choice: "v1.all", "v1.essential", or the one optional category allowed. */
export function consentValue({ preferences, statistics }: ConsentChoice): string {
  const name =
    preferences && statistics ? 'all' : preferences ? 'preferences' : statistics ? 'statistics' : 'essential';
  return `${VERSION}.${name}`;
}

/** The choice a cookie header holds, or null when there is none (or one of an older version, or malformed). */
export function readConsent(cookieHeader: string | null | undefined): ConsentChoice | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name !== CONSENT_COOKIE) continue;
    const [version, choice] = (value ?? '').split('.');
    if (version !== VERSION) return null;
    if (choice === 'all') return ALL_CATEGORIES;
    if (choice === 'essential') return ESSENTIAL_ONLY;
    if (choice === 'preferences' || choice === 'statistics') return { ...ESSENTIAL_ONLY, [choice]: true };
    return null;
  }
  return null;
}

/** The document.cookie string that keeps a choice for a year. */
export function consentCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  return `${CONSENT_COOKIE}=${consentValue(choice)}; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Whether the visitor allowed a category of storage. Essential is always allowed; optional ones only after an
 * explicit yes (no choice yet is a no). In the browser it reads document.cookie; on the server pass the header.
 */
export function hasConsent(
  category: ConsentCategory,
  cookieHeader: string | null | undefined = typeof document === 'undefined' ? null : document.cookie,
): boolean {
  return category === 'essential' || readConsent(cookieHeader)?.[category] === true;
}
