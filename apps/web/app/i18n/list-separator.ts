import type { Language } from '@konak/domain/languages';

/** What joins the parts of a short list or a spoken name in each language: the Arabic comma in Arabic. */
export const LIST_SEPARATORS: Record<Language, string> = { tr: ', ', en: ', ', ar: '، ', ru: ', ' };
