import type { Language } from '@konak/domain/languages';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern, foldedSql, foldSearchText, searchWords } from './search-text.ts';

const MAX_SEARCH_RESULTS = 100;

/**
 * Ids of active apartments matching every word of the query, most relevant first: a word in the district,
 * neighbourhood or city weighs most, then in the title of the answer's language, then in another language's
 * title; a word starting a word and the whole query appearing in the title add to that. The catalogue is a
 * few hundred apartments, so folding their texts per query is cheaper than keeping a search column in sync.
 */
export async function searchApartmentIds(db: Database, query: string, language: Language): Promise<string[]> {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const contains = (column: SQL, word: string) => sql`${column} like ${containsPattern(word)} escape '\\'`;
  const startsWord = (column: SQL, word: string) =>
    sql`(' ' || ${column}) like ${`% ${containsPattern(word).slice(1)}`} escape '\\'`;
  const place = sql.raw('place');
  const titles = sql.raw('titles');
  const ownTitle = sql.raw('own_title');

  const everyWord = sql.join(
    words.map((word) => sql`(${contains(place, word)} or ${contains(titles, word)})`),
    sql` and `,
  );
  const score = sql.join(
    words.map(
      (word) => sql`(case when ${contains(place, word)} then 3 else 0 end)
        + (case when ${contains(ownTitle, word)} then 2 when ${contains(titles, word)} then 1 else 0 end)
        + (case when ${startsWord(sql`${place} || ' ' || ${titles}`, word)} then 1 else 0 end)`,
    ),
    sql` + `,
  );
  const phrase = foldSearchText(query.trim());
  const phraseBonus =
    words.length > 1 ? sql` + (case when ${contains(ownTitle, phrase)} then 3 else 0 end)` : sql``;

  const result = await db.execute<{ id: string }>(sql`
    with docs as (
      select a.id, a.apartment_number,
        ${foldedSql(sql`coalesce(a.district, '') || ' ' || coalesce(a.neighborhood, '') || ' ' || a.city`)} as place,
        ${foldedSql(sql`t.titles`)} as titles,
        ${foldedSql(sql`t.own_title`)} as own_title
      from apartments a
      join (
        select apartment_id,
          string_agg(title, ' ') as titles,
          coalesce(max(title) filter (where language = ${language}), max(title) filter (where language = 'tr'), '')
            as own_title
        from apartment_translations
        group by apartment_id
      ) t on t.apartment_id = a.id
      where a.is_active
    )
    select id from docs
    where ${everyWord}
    order by (${score}${phraseBonus}) desc, apartment_number
    limit ${MAX_SEARCH_RESULTS}
  `);
  return result.rows.map((row) => row.id);
}
