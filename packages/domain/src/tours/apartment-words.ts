import type { Language } from '../languages.ts';

/**
 * Words that belong to apartment stays, per language: tour pages and tour bookings must never use them (issue 19,
 * "tours are tours"; decision 058). Tests of every tour text (pages, form, success modal, mails, SMS) check against
 * these; "tourist tax" is matched before "tour" words can hide it.
 */
export const APARTMENT_WORDS: Record<Language, RegExp> = {
  // "Konaklama Ltd." is the operator's company name; "bölge/ülke of residence" uses other words in Turkish.
  tr: /konaklama(?! Ltd)|giriş tarihi|çıkış tarihi|check-in|check-out|\bgece\b|geceler|turist vergisi|temizlik ücreti|\bdaire/iu,
  en: /accommodation|check-in|check-out|check in|check out|\bnights?\b|tourist tax|cleaning fee|\bstays?\b|apartment/iu,
  // "بلد الإقامة" / "Страна проживания" are the country of residence, not a stay.
  ar: /(?<!بلد )الإقامة|(?<!بلد ال)إقامة|إقامتك|تسجيل الوصول|تسجيل المغادرة|تاريخ الوصول|تاريخ المغادرة|ليلة|ليالٍ|ليال|ضريبة السياحة|رسوم التنظيف|الشقة|شقة/u,
  ru: /(?<!Страна )проживани|заезд|выезд|\bноч|туристическ|уборк|квартир/iu,
};

/** The first apartment word in a text, or null: tests print it so the offending text is easy to find. */
export function apartmentWordIn(text: string, language: Language): string | null {
  return APARTMENT_WORDS[language].exec(text)?.[0] ?? null;
}
