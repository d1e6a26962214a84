import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, text, timestamp } from 'drizzle-orm/pg-core';

export type { Language };
export const languages = SUPPORTED_LANGUAGES;

/** Alternative texts of an image, one per site language; missing languages fall back to Turkish. */
export type LocalizedText = Partial<Record<Language, string>>;

export function languageColumn(name: string) {
  return text(name, { enum: languages });
}

export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}

export function nullableTimestamp(name: string) {
  return timestamp(name, { withTimezone: true });
}

/**
 * Closed value sets are text columns with a CHECK instead of pg enums: adding a value later is a
 * plain constraint swap in a migration, and removing one does not require rebuilding a type.
 * The values are our own constants, so inlining them as literals is safe.
 */
export function checkOneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const literals = values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`));
  return check(name, sql`${column} in (${sql.join(literals, sql`, `)})`);
}

// Slugs may be in any script (Arabic, Cyrillic), so only characters that would break a URL path are refused.
export function checkSlug(name: string, column: AnyPgColumn) {
  return check(name, sql`${column} ~ '^[^[:space:]/?#%]+$'`);
}
