import type { ResultsPage } from '@konak/domain/api/apartments/available-apartments';
import { NO_CHILDREN } from '@konak/domain/guests';
import type { Language } from '@konak/domain/languages';
import { AnswerCache } from '../../cache/answer-cache.ts';
import { catalogueChanges, versionKey } from '../../cache/catalogue-changes.ts';
import { EncodedBody } from '../../cache/encoded-body.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { type AvailabilitySearch, availableApartmentsBody } from './availability.ts';

/**
 * Decision 035: an answer is reused for at most two seconds, and not at all once a price, a closed night, a
 * reservation or a listing changed (the catalogue version moved). A list that old cannot cause a double booking:
 * creating a reservation checks the nights again, and the database's exclusion constraint has the last word.
 */
export const AVAILABLE_ANSWER_TTL_MS = 2000;

export type AvailableAnswers = {
  /** The answer to a validated search; `requestKey` also files it under the request as it came (see `peek`). */
  answer(
    search: AvailabilitySearch,
    language: Language,
    page: ResultsPage,
    options?: { personal?: boolean; requestKey?: string },
  ): Promise<EncodedBody>;
  /**
   * The answer already given to a request with the same URL and Accept-Language, if still current: a repeated
   * search is answered before its query string is parsed and validated again (a quarter of a cached answer's cost).
   */
  peek(requestKey: string): Promise<EncodedBody | undefined>;
};

/** What identifies a request to `peek`: its URL (query string included) and Accept-Language. */
export function availableRequestKey(url: string, acceptLanguage: string | undefined): string {
  return `${url}\n${acceptLanguage ?? ''}`;
}

/**
 * The JSON of /api/apartments/available, kept whole (and compressed) per search, language and page. The key holds
 * what the answer depends on: dates, the party by age group (ages within a group answer alike), language, page.
 */
export function createAvailableAnswers(
  database: DatabaseHandle,
  { ttlMs = AVAILABLE_ANSWER_TTL_MS, maxEntries = 500, maxBytes = 48 * 1024 * 1024 } = {},
): AvailableAnswers {
  const cache = new AnswerCache<EncodedBody>({
    name: 'availability',
    ttlMs,
    maxEntries,
    maxBytes,
    sizeOf: (answer) => answer.weight,
  });
  // The same answers again under the requests' own keys (mostly the very same objects), capped alike.
  const byRequest = new AnswerCache<EncodedBody>({
    name: 'availability-by-request',
    ttlMs,
    maxEntries,
    maxBytes,
    sizeOf: (answer) => answer.weight,
  });
  const changes = catalogueChanges(database);
  const answer: AvailableAnswers['answer'] = async (
    search,
    language,
    page,
    { personal = false, requestKey } = {},
  ) => {
    const version = await changes.current();
    const compute = async () => {
      const body = await availableApartmentsBody(database, search, language, page, { version });
      // Most searches are asked once (another date, another party): compressed cheaply.
      return new EncodedBody(body, { quick: true });
    };
    // Signed-in requests are never answered from or into the cache, nor while changes cannot be followed.
    if (personal || !version) return compute();
    const { adults, children, childrenAgeGroups = NO_CHILDREN } = search.party;
    const key = [
      language,
      search.checkIn ?? '',
      search.checkOut ?? '',
      adults,
      children,
      childrenAgeGroups.under2,
      childrenAgeGroups.between2And7,
      childrenAgeGroups.above7,
      page.page,
      page.pageSize,
    ].join('|');
    const found = await cache.get(key, versionKey(version), compute);
    if (requestKey !== undefined) await byRequest.get(requestKey, versionKey(version), async () => found);
    return found;
  };
  return {
    answer,
    async peek(requestKey) {
      const version = await changes.current();
      return version ? byRequest.peek(requestKey, versionKey(version)) : undefined;
    },
  };
}
