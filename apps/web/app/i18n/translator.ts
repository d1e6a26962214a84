import { type Language, textDirection } from '@konak/domain/languages';
import type { Namespace, TranslationKey, TranslationResources } from './namespaces';

/**
 * Values for `{{name}}` placeholders. `count` also selects the plural form (`key_one`, `key_few`, …)
 * with the language's CLDR rules, exactly as i18next does.
 */
export type TranslationValues = { count?: number } & Record<string, string | number>;

export type Translate = <N extends Namespace>(
  namespace: N,
  key: TranslationKey<N>,
  values?: TranslationValues,
) => string;

const pluralRulesByLanguage = new Map<Language, Intl.PluralRules>();

function pluralRules(language: Language): Intl.PluralRules {
  let rules = pluralRulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRulesByLanguage.set(language, rules);
  }
  return rules;
}

function walk(table: unknown, dottedKey: string): string | undefined {
  let node = table;
  for (const segment of dottedKey.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

// Keys already resolved, per namespace table. The tables are the locale files (the server's modules, the client's
// loader data), never changed once loaded, and every render asks for the same few hundred keys (decision 110).
const resolvedKeys = new WeakMap<object, Map<string, string | undefined>>();

function lookup(table: unknown, dottedKey: string): string | undefined {
  if (typeof table !== 'object' || table === null) return undefined;
  let resolved = resolvedKeys.get(table);
  if (!resolved) {
    resolved = new Map();
    resolvedKeys.set(table, resolved);
  }
  const known = resolved.get(dottedKey);
  if (known !== undefined || resolved.has(dottedKey)) return known;
  const found = walk(table, dottedKey);
  resolved.set(dottedKey, found);
  return found;
}

const PLACEHOLDER = /{{\s*([\w.-]+)\s*}}/g;

/** Options of a translator whose texts go into metadata, not onto the page. */
export const FOR_METADATA = { isolateValues: false } as const;

/**
 * A text value inside a right-to-left sentence, between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: it
 * takes its direction from its own first letter (none, as in "+90 532 123 45 67", means left to right) and cannot
 * reorder the words and punctuation around it. Without it "+90 532…" reads "…532 90+" in Arabic, and a Latin
 * name followed by a bracket or a full stop swaps places with them.
 */
export function isolateDirection(value: string): string {
  return `\u2068${value}\u2069`;
}

// React escapes text when it renders it, so values are inserted as they are (react-i18next does the same).
// Numbers (counts) read the same in either direction and are left alone.
function interpolate(template: string, values: TranslationValues | undefined, isolate: boolean): string {
  if (!values) return template;
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return isolate && typeof value === 'string' ? isolateDirection(value) : String(value);
  });
}

/**
 * Resolves keys in the i18next JSON format (nested keys, `{{placeholders}}`, `_one/_few/_many/_other`
 * plural suffixes). It is a few hundred bytes instead of the ~18 KB gzip of i18next + react-i18next,
 * which the first-visit JavaScript budget cannot afford (docs/decisions/012-i18n-resource-loading.md);
 * translator.test.ts checks that it answers exactly like i18next for every key we ship.
 * A missing key renders as the key itself, like i18next, so it is visible instead of blank.
 * In right-to-left languages every text value is direction-isolated (`isolateDirection`, decision 059), except
 * in texts for metadata (`FOR_METADATA`: titles, descriptions, structured data), which a page does not lay out.
 */
export function createTranslator(
  language: Language,
  resources: TranslationResources,
  { isolateValues = textDirection(language) === 'rtl' }: { isolateValues?: boolean } = {},
): Translate {
  const isolate = isolateValues;
  return (namespace, key, values) => {
    const table = resources[namespace];
    const count = values?.count;
    const pluralForm =
      typeof count === 'number' ? lookup(table, `${key}_${pluralRules(language).select(count)}`) : undefined;
    const template = pluralForm ?? lookup(table, key);
    return template === undefined ? key : interpolate(template, values, isolate);
  };
}
