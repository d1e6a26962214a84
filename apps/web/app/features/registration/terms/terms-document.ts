import type { Language } from '@konak/domain/languages';
import { OPERATOR_CONTACT } from '../../../config/operator-contact';
import { countryName } from '../../../i18n/display-names';

/** A paragraph, or a bulleted list. */
export type TermsBlock = string | string[];
export type TermsSection = { title: string; body: TermsBlock[] };
export type TermsDocument = {
  /** ISO date of the current version. */
  updated: string;
  sections: TermsSection[];
};

/** The text exists in Turkish and English; Arabic and Russian readers get the English one (spec §2). */
export type TermsDocumentLanguage = 'tr' | 'en';

export function termsDocumentLanguage(language: Language): TermsDocumentLanguage {
  return language === 'tr' ? 'tr' : 'en';
}

// Each language is its own chunk, loaded when the terms are first shown.
const documents = import.meta.glob<TermsDocument>('./documents/*.json', { import: 'default' });
const loadedDocuments = new Map<TermsDocumentLanguage, Promise<TermsDocument>>();

export function loadTermsDocument(language: TermsDocumentLanguage): Promise<TermsDocument> {
  let document = loadedDocuments.get(language);
  if (!document) {
    const load = documents[`./documents/${language}.json`];
    if (!load) throw new Error(`Missing terms document documents/${language}.json`);
    document = load();
    loadedDocuments.set(language, document);
  }
  return document;
}

/** The settings' street lines (decision 055) and the country, named in the document's language, on one line. */
export function postalAddressLine(streetLines: readonly string[], language: TermsDocumentLanguage): string {
  return [...streetLines, countryName(OPERATOR_CONTACT.countryCode, language)].join(', ');
}

/**
 * The operator's contact details live outside the legal text: phone and e-mail in config/operator-contact.ts, the
 * postal address in the site's settings, so `address` is the line to print for `{{address}}`.
 */
export function withContactDetails(text: string, address: string): string {
  const values: Record<string, string> = {
    email: OPERATOR_CONTACT.email,
    phone: OPERATOR_CONTACT.phone,
    address,
  };
  return text.replace(/{{(\w+)}}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
