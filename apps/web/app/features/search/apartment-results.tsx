import type { ApartmentCardsPage } from '@konak/domain/catalogue/result-cards';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useFavoriteChecks } from '../../components/favorite-heart/use-favorite-checks';
import { useTranslation } from '../../i18n/i18n-context';
import { formatStayDate } from '../../lib/format';
import { ApartmentCard } from './apartment-card';
import { ResultsPager } from './results-pager';
import { searchQuery } from './search-params';
import { useMoreResults } from './use-more-results';
import { useRevealResultsAfterSearch } from './use-reveal-results-after-search';

type ApartmentResultsProps = {
  search: StaySearch;
  /** The page of cards the server rendered. */
  apartments: ApartmentCardsPage;
  /** The search's dates were bookable and used (false without dates, or for past or too long stays). */
  datesApplied: boolean;
};

function EmptyResults({ search, datesApplied }: Omit<ApartmentResultsProps, 'apartments'>) {
  const { t } = useTranslation('search');
  const { pathname } = useLocation();
  const withoutDates = { ...search, checkIn: undefined, checkOut: undefined };
  return (
    <div
      className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center"
      data-testid="no-results"
    >
      <p className="text-lg font-semibold text-stone-900">
        {datesApplied ? t('results.emptyForDates') : t('results.emptyForParty')}
      </p>
      <p className="mt-2 text-stone-700">
        {datesApplied ? t('results.tryOtherDates') : t('results.tryFewerGuests')}
      </p>
      <p className="mt-4 flex flex-wrap justify-center gap-3">
        {datesApplied && (
          <Link to={`${pathname}${searchQuery(withoutDates)}`} className="button-primary" preventScrollReset>
            {t('results.searchWithoutDates')}
          </Link>
        )}
        <Link
          to={pathname}
          className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
        >
          {t('results.reset')}
        </Link>
      </p>
    </div>
  );
}

/** The search's results: how many, for which stay, and a card per apartment (or what to try instead). */
export function ApartmentResults({ search, apartments, datesApplied }: ApartmentResultsProps) {
  const { t, language } = useTranslation('search');
  const { checkIn, checkOut } = search;
  const heading = useRef<HTMLHeadingElement>(null);
  useRevealResultsAfterSearch(heading);
  const more = useMoreResults(apartments, search, datesApplied);
  useFavoriteChecks(more.items.map(({ id }) => ({ type: 'apartments', id })));
  const stayText =
    checkIn && checkOut ? `${formatStayDate(checkIn, language)} – ${formatStayDate(checkOut, language)}` : '';
  return (
    <section
      id="results"
      aria-labelledby="results-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10"
    >
      {/* tabIndex -1: a search moves focus here, so a screen reader announces the results (reveal-results.ts). */}
      <h2
        id="results-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-stone-900 focus:outline-none md:text-3xl"
      >
        {t('results.title')}
      </h2>
      <p className="mt-2 text-stone-700" aria-live="polite" data-testid="results-count">
        {datesApplied
          ? t('results.countForStay', { count: apartments.total, dates: stayText })
          : t('results.count', { count: apartments.total })}
      </p>
      {checkIn && !datesApplied && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('results.datesNotBookable')}
        </p>
      )}
      {more.items.length === 0 ? (
        <EmptyResults search={search} datesApplied={datesApplied} />
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {/* Cards far below the fold skip rendering, and their lazy pictures wait, until the page nears them. */}
          {more.items.map((apartment) => (
            <li
              key={apartment.id}
              className="flex [contain-intrinsic-block-size:auto_27rem] [content-visibility:auto]"
            >
              <ApartmentCard apartment={apartment} search={search} />
            </li>
          ))}
        </ul>
      )}
      <ResultsPager search={search} firstPage={apartments.page} more={more} />
    </section>
  );
}
