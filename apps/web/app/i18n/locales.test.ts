import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_LANGUAGES, isBackOfficeNamespace, splitPluralSuffix } from './namespaces';
import { allLocaleFiles } from './translations.server';

type Leaf = { key: string; value: unknown };

function leaves(node: unknown, prefix = ''): Leaf[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [{ key: prefix, value: node }];
  return Object.entries(node).flatMap(([name, child]) => leaves(child, prefix ? `${prefix}.${name}` : name));
}

/** Base key → the plural categories it has (empty set for a plain key). */
function keyShapes(file: unknown): Map<string, Set<string>> {
  const shapes = new Map<string, Set<string>>();
  for (const { key } of leaves(file)) {
    const { base, category } = splitPluralSuffix(key);
    const categories = shapes.get(base) ?? new Set<string>();
    if (category) categories.add(category);
    shapes.set(base, categories);
  }
  return shapes;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*([\w.-]+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

const files = allLocaleFiles();
const namespaces = [...(files.get('tr')?.keys() ?? [])];
const languagesOf = (namespace: string): readonly string[] =>
  isBackOfficeNamespace(namespace) ? BACK_OFFICE_LANGUAGES : SUPPORTED_LANGUAGES;

describe('locale files', () => {
  it('exist for exactly the supported languages, each with the namespaces written in it', () => {
    expect([...files.keys()].sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    expect(namespaces.length).toBeGreaterThan(0);
    for (const language of SUPPORTED_LANGUAGES) {
      const expected = namespaces.filter((namespace) => languagesOf(namespace).includes(language));
      expect([...(files.get(language)?.keys() ?? [])].sort(), language).toEqual(expected.sort());
    }
  });

  it('has back-office namespaces, which only the back-office languages have', () => {
    expect(namespaces.filter(isBackOfficeNamespace)).toContain('admin');
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const byLanguage = languagesOf(namespace).map((language) => ({
      language,
      file: files.get(language)?.get(namespace),
    }));

    it.each(byLanguage)('$language has only non-empty strings', ({ file }) => {
      for (const { key, value } of leaves(file)) {
        expect(typeof value, key).toBe('string');
        expect(String(value).trim(), key).not.toBe('');
      }
    });

    it('has the same keys in every language', () => {
      const allKeys = new Set(byLanguage.flatMap(({ file }) => [...keyShapes(file).keys()]));
      for (const { language, file } of byLanguage) {
        const missing = [...allKeys].filter((key) => !keyShapes(file).has(key));
        expect(missing, `${language} is missing`).toEqual([]);
      }
    });

    it.each(byLanguage)(
      '$language has exactly its plural forms for each plural key',
      ({ language, file }) => {
        const required = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
        const pluralKeysAnywhere = new Set(
          byLanguage.flatMap(({ file: other }) =>
            [...keyShapes(other)].filter(([, categories]) => categories.size > 0).map(([key]) => key),
          ),
        );
        const shapes = keyShapes(file);
        for (const key of pluralKeysAnywhere) {
          expect([...(shapes.get(key) ?? [])].sort(), `${language} ${key}`).toEqual(required);
        }
        // A key cannot be both a plain string and plural forms.
        for (const { key } of leaves(file)) {
          if (splitPluralSuffix(key).category === null) expect(pluralKeysAnywhere.has(key), key).toBe(false);
        }
      },
    );

    it('uses the same placeholders in every language (count may be spelled out in plural forms)', () => {
      const reference = new Map<string, string[]>();
      for (const { language, file } of byLanguage) {
        const perBase = new Map<string, Set<string>>();
        for (const { key, value } of leaves(file)) {
          const { base } = splitPluralSuffix(key);
          const names = perBase.get(base) ?? new Set<string>();
          for (const name of placeholders(String(value))) if (name !== 'count') names.add(name);
          perBase.set(base, names);
        }
        for (const [base, names] of perBase) {
          const sorted = [...names].sort();
          const expected = reference.get(base);
          if (expected) expect(sorted, `${language} ${base}`).toEqual(expected);
          else reference.set(base, sorted);
        }
      }
    });
  });
});
