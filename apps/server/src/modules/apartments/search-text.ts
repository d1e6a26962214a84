import { type SQL, sql } from 'drizzle-orm';

/**
 * Search ignores case and accents the way Turkish guests type: "kadikoy" finds "Kadıköy", "ISTANBUL", "istanbul"
 * and "İstanbul" are the same word, "sisli" finds "Şişli". Both sides are folded with ONE character table: the
 * query here in TypeScript, the stored texts in SQL with translate() (no extension, same on PGlite and
 * PostgreSQL). Only ASCII is lower-cased with lower(), which behaves the same under every collation; every
 * other upper-case letter we care about (Turkish, Latin accents, Cyrillic) is folded by the table itself.
 *
 * FOLD_GROUPS: each character of the first string folds to the single character of the second.
 */
const FOLD_GROUPS: readonly (readonly [from: string, to: string])[] = [
  // Turkish, dotted and dotless i included
  ['İIıîÎ', 'i'],
  ['Şş', 's'],
  ['Ğğ', 'g'],
  ['ÜüÛûÙÚùú', 'u'],
  ['ÖöÒÓÔÕòóôõ', 'o'],
  ['Çç', 'c'],
  // Latin accents guests type or leave out
  ['ÂâÀÁÄÃÅàáäãå', 'a'],
  ['ÈÉÊËèéêë', 'e'],
  ['ÌÍÏìíï', 'i'],
  ['Ññ', 'n'],
  ['Ýýÿ', 'y'],
  // ё is commonly written е
  ['Ёё', 'е'],
  // Arabic letter variants people use interchangeably
  ['أإآٱ', 'ا'],
  ['ة', 'ه'],
  ['ىئ', 'ي'],
  ['ؤ', 'و'],
];
// Cyrillic capitals А–Я fold to а–я (U+0410–U+042F → U+0430–U+044F).
const CYRILLIC_CAPITALS = Array.from({ length: 32 }, (_, offset) => String.fromCodePoint(0x410 + offset));
// Arabic short vowels and tatweel are dropped (translate() deletes characters without a counterpart).
const DROPPED = '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0640';

const foldMap = new Map<string, string>();
for (const [from, to] of FOLD_GROUPS) for (const character of from) foldMap.set(character, to);
for (const capital of CYRILLIC_CAPITALS) {
  foldMap.set(capital, String.fromCodePoint((capital.codePointAt(0) as number) + 0x20));
}
const FOLD_FROM = [...foldMap.keys()].join('');
const FOLD_TO = [...foldMap.values()].join('');
for (const character of DROPPED) foldMap.set(character, '');

/** Folds a text the way foldedSql folds a column. */
export function foldSearchText(text: string): string {
  let folded = '';
  for (const character of text.normalize('NFC')) {
    const mapped = foldMap.get(character) ?? character;
    folded += mapped >= 'A' && mapped <= 'Z' ? mapped.toLowerCase() : mapped;
  }
  return folded;
}

/** SQL that folds a text expression like foldSearchText. */
export function foldedSql(expression: SQL): SQL {
  return sql`lower(translate(${expression}, ${FOLD_FROM + DROPPED}, ${FOLD_TO}))`;
}

const MAX_SEARCH_WORDS = 6;

/** The folded words of a query, separated by spaces and punctuation (slugs' hyphens included). */
export function searchWords(query: string): string[] {
  return foldSearchText(query)
    .split(/[\s,.;:!?"'()[\]{}/\\|+\-–—]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_SEARCH_WORDS);
}

/** A LIKE pattern for "contains word", with LIKE's wildcards in the word taken literally (ESCAPE '\'). */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
