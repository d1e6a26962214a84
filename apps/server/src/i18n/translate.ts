import type { Language } from '@konak/domain/languages';
import { ar } from './messages/ar.ts';
import { en } from './messages/en.ts';
import { ru } from './messages/ru.ts';
import { tr } from './messages/tr.ts';

/** English is the reference catalogue: every other language must have exactly its keys (type-checked). */
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

const catalogues: Record<Language, Messages> = { tr, en, ar, ru };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Translates a server message; `{name}` placeholders are filled from params. */
export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}) {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
