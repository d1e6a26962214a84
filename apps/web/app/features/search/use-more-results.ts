import {
  type ApartmentCardData,
  type ApartmentCardsPage,
  apartmentCardOf,
  availabilityParams,
} from '@konak/domain/catalogue/result-cards';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../i18n/i18n-context';
import { availableApartments } from './api/available-apartments';
import { searchableParty } from './search-params';

export type MoreResultsStatus = 'idle' | 'loading' | 'failed';

export type MoreResults = {
  /** The server's page of cards followed by every page loaded since. */
  items: ApartmentCardData[];
  /** The last results page shown; the next one is what "show more" asks for. */
  lastPage: number;
  pages: number;
  status: MoreResultsStatus;
  loadMore: () => void;
};

/**
 * The first HTML carries one page of cards (decision 060); this appends the following pages from
 * GET /api/apartments/available, the same search the server ran (same party, dates only when it applied them).
 */
export function useMoreResults(
  first: ApartmentCardsPage,
  search: StaySearch,
  datesApplied: boolean,
): MoreResults {
  const { language } = useLanguage();
  const [shown, setShown] = useState({ first, items: first.items, lastPage: first.page });
  const [status, setStatus] = useState<MoreResultsStatus>('idle');
  // The call in flight, and for which server page: a new search abandons the previous one's call.
  const request = useRef<{ first: ApartmentCardsPage; abort: AbortController } | null>(null);
  // A new search or page from the loader (a client navigation) starts the list again.
  const current = shown.first === first ? shown : { first, items: first.items, lastPage: first.page };
  if (current !== shown) {
    setShown(current);
    setStatus('idle');
  }
  const pages = Math.ceil(first.total / first.pageSize);
  const { lastPage } = current;

  useEffect(() => () => request.current?.abort.abort(), []);

  const loadMore = useCallback(() => {
    if (request.current?.first === first || lastPage >= pages) return;
    request.current?.abort.abort();
    const abort = new AbortController();
    request.current = { first, abort };
    setStatus('loading');
    const params = availabilityParams(
      searchableParty(search),
      { page: lastPage + 1, pageSize: first.pageSize },
      datesApplied,
    );
    availableApartments(params, { language, signal: abort.signal })
      .then((answer) => {
        setShown((before) => {
          if (before.first !== first) return before;
          // A listing added or removed between two pages could repeat a card; each apartment is shown once.
          const seen = new Set(before.items.map(({ id }) => id));
          const added = answer.items.filter(({ id }) => !seen.has(id)).map(apartmentCardOf);
          return { first, items: [...before.items, ...added], lastPage: answer.page };
        });
        setStatus('idle');
      })
      .catch(() => {
        if (!abort.signal.aborted) setStatus('failed');
      })
      .finally(() => {
        if (request.current?.abort === abort) request.current = null;
      });
  }, [first, search, datesApplied, language, lastPage, pages]);

  return { items: current.items, lastPage, pages, status, loadMore };
}
