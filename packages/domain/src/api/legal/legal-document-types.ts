// Zod-free, so pages can use the list without carrying the schemas into the browser.

/** Spec §2: the legal documents served at /legal/{type}, in the footer's order. */
export const LEGAL_DOCUMENT_TYPES = [
  'kvkk',
  'privacy-policy',
  'terms-conditions',
  'cookie-policy',
  'distance-sales-contract',
] as const;
export type LegalDocumentType = (typeof LEGAL_DOCUMENT_TYPES)[number];

export function isLegalDocumentType(value: unknown): value is LegalDocumentType {
  return typeof value === 'string' && (LEGAL_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** Turkish is the legally binding text; a missing translation is answered with it (decision 040). */
export const AUTHORITATIVE_LEGAL_LANGUAGE = 'tr' as const;
