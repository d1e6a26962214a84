import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type { Language };
export const languages = SUPPORTED_LANGUAGES;

/** Alternative texts of an image, one per site language; missing languages fall back to Turkish. */
export type LocalizedText = Partial<Record<Language, string>>;

/** The primary key of every table: a random UUID. */
export function idColumn() {
  return uuid('id').primaryKey().defaultRandom();
}

/** A required link to the row this one belongs to; it goes when that row goes. */
export function parentColumn(name: string, parent: () => AnyPgColumn) {
  return uuid(name).notNull().references(parent, { onDelete: 'cascade' });
}

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

/** What every picture table holds besides its owner: the file, its place in the order, its size and alt texts. */
export function pictureColumns() {
  return {
    // Storage key of the uploaded original, or an absolute URL for images hosted elsewhere.
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    // Known dimensions let pages reserve the space and avoid layout shift.
    width: integer('width'),
    height: integer('height'),
    alt: jsonb('alt').$type<LocalizedText>().notNull().default({}),
    createdAt: createdAt(),
  };
}

/** A picture's width and height, when known, are positive. */
export function checkPictureDimensions(name: string, table: { width: AnyPgColumn; height: AnyPgColumn }) {
  return check(
    name,
    sql`(${table.width} is null or ${table.width} > 0) and (${table.height} is null or ${table.height} > 0)`,
  );
}
