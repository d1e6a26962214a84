import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/i18n-context';
import { searchQuery } from './search-params';
import type { MoreResults } from './use-more-results';

// Pages appended without a press: more would keep pushing the tours, the reviews and the footer away from a guest
// who scrolls towards them (decision 060).
const PAGES_LOADED_BY_SCROLLING = 1;

const pagerLinkClass =
  'inline-flex min-h-11 items-center rounded-xl border border-stone-300 px-4 font-semibold text-stone-800 hover:border-stone-500 hover:bg-stone-50';

/**
 * Starts loading the next page while the guest is still a screen away from the end of the list, so the cards are
 * there before they are reached and nothing in view moves when they arrive (CLS 0).
 */
function useLoadWhenNear(target: React.RefObject<HTMLElement | null>, load: () => void, enabled: boolean) {
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, load, enabled]);
}

/**
 * The results' pages. "Show more" is a plain link to the next page (?page=N, rendered by the server), so it
 * works before hydration and without JavaScript and crawlers follow it; once the page runs, it appends the next
 * page in place instead: the first one by itself as the guest scrolls near it, the others when pressed.
 */
export function ResultsPager({
  search,
  firstPage,
  more,
}: {
  search: StaySearch;
  /** The page the server rendered. */
  firstPage: number;
  more: MoreResults;
}) {
  const { t } = useTranslation('search');
  const { pathname } = useLocation();
  const showMore = useRef<HTMLAnchorElement>(null);
  const { lastPage, pages, status, loadMore } = more;
  const hasMore = lastPage < pages;
  const loadsByScrolling = lastPage - firstPage < PAGES_LOADED_BY_SCROLLING;
  useLoadWhenNear(showMore, loadMore, hasMore && loadsByScrolling && status === 'idle');
  if (pages <= 1) return null;
  const pageHref = (target: number) =>
    `${pathname}${searchQuery(search)}${target > 1 ? `&page=${target}` : ''}#results`;
  return (
    <nav aria-label={t('results.pages')} className="mt-8 flex flex-col items-center gap-3">
      {status === 'failed' && (
        <p role="alert" className="text-center text-stone-800">
          {t('results.loadMoreFailed')}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-center gap-4">
        {firstPage > 1 && (
          <Link to={pageHref(firstPage - 1)} className={pagerLinkClass}>
            {t('results.previous')}
          </Link>
        )}
        <span className="text-stone-700">{t('results.pageOf', { page: lastPage, pages })}</span>
        {hasMore && (
          <Link
            ref={showMore}
            to={pageHref(lastPage + 1)}
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
            aria-busy={status === 'loading'}
            data-testid="show-more-results"
            className={pagerLinkClass}
          >
            {t('results.showMore')}
          </Link>
        )}
      </div>
    </nav>
  );
}
