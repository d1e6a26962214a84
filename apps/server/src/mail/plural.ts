import type { Language } from '@konak/domain/languages';

const rulesByLanguage = new Map<Language, Intl.PluralRules>();

/** The CLDR plural category of a count ("one", "few", "many", …) in a language. */
export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    rulesByLanguage.set(language, rules);
  }
  return rules.select(count);
}

/** Picks the form for the count's plural category, falling back to `other`. */
export function plural(
  language: Language,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return forms[pluralCategory(language, count)] ?? forms.other;
}
