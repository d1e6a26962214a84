import type { Language } from '@konak/domain/languages';
import type { OwnerPropertyType } from '@konak/domain/owners/owner-inquiry-rules';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';
import { tr } from './tr.ts';

/** What the owners page's two mails say, per language (decision 042). */
export type OwnerMailTexts = {
  labels: {
    name: string;
    email: string;
    phone: string;
    district: string;
    propertyType: string;
    bedrooms: string;
    message: string;
    language: string;
    receivedAt: string;
  };
  propertyTypes: Record<OwnerPropertyType, string>;
  /** "Studio (no separate bedroom)" for 0, else the count with its noun. */
  bedrooms: (count: number) => string;
  languageNames: Record<Language, string>;
  /** To the operator (sent in Turkish unless the operator's language changes). */
  operator: {
    subject: (name: string, district: string) => string;
    intro: string;
    /** Replying reaches the owner; answer in the enquiry's language. */
    replyHint: (language: Language) => string;
  };
  /** To the owner, in the page's language. */
  received: {
    subject: string;
    intro: string;
    next: string;
    summary: string;
    button: string;
    ignore: string;
  };
};

export const ownerMailTexts: Record<Language, OwnerMailTexts> = { tr, en, ar, ru };
