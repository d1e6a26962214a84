import type { Language } from '@konak/domain/languages';
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

function lookup(table: unknown, dottedKey: string): string | undefined {
  let node = table;
  for (const segment of dottedKey.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /{{\s*([\w.-]+)\s*}}/g;

// React escapes text when it renders it, so values are inserted as they are (react-i18next does the same).
function interpolate(template: string, values: TranslationValues | undefined): string {
  if (!values) return template;
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/**
 * Resolves keys in the i18next JSON format (nested keys, `{{placeholders}}`, `_one/_few/_many/_other`
 * plural suffixes). It is a few hundred bytes instead of the ~18 KB gzip of i18next + react-i18next,
 * which the first-visit JavaScript budget cannot afford (docs/decisions/012-i18n-resource-loading.md);
 * translator.test.ts checks that it answers exactly like i18next for every key we ship.
 * A missing key renders as the key itself, like i18next, so it is visible instead of blank.
 */
export function createTranslator(language: Language, resources: TranslationResources): Translate {
  return (namespace, key, values) => {
    const table = resources[namespace];
    const count = values?.count;
    const pluralForm =
      typeof count === 'number' ? lookup(table, `${key}_${pluralRules(language).select(count)}`) : undefined;
    const template = pluralForm ?? lookup(table, key);
    return template === undefined ? key : interpolate(template, values);
  };
}
