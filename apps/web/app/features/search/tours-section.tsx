import { type TourCardData, tourCardOf } from '@konak/domain/catalogue/result-cards';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { useEffect, useState } from 'react';
import { useFavoriteChecks } from '../../components/favorite-heart/use-favorite-checks';
import { useNearScreen } from '../../components/use-near-screen';
import { useTranslation } from '../../i18n/i18n-context';
import { listTours } from './api/list-tours';
import { TourCard } from './tour-card';

type ToursState = { status: 'waiting' } | { status: 'loaded'; tours: TourCardData[] } | { status: 'failed' };

/**
 * The tours, from GET /api/tours once the section nears the screen: below the results, they are not part of the
 * first screen, so they do not travel in the page's HTML (decision 060).
 */
function useToursWhenNear(near: boolean): ToursState {
  const { language } = useTranslation('search');
  const [state, setState] = useState<ToursState>({ status: 'waiting' });
  useEffect(() => {
    if (!near) return;
    const abort = new AbortController();
    listTours({ language, signal: abort.signal })
      .then((answer) => setState({ status: 'loaded', tours: answer.items.map(tourCardOf) }))
      .catch(() => {
        if (!abort.signal.aborted) setState({ status: 'failed' });
      });
    return () => abort.abort();
  }, [near, language]);
  return state;
}

function TourCards({ tours, search }: { tours: TourCardData[]; search: StaySearch }) {
  const { t } = useTranslation('search');
  useFavoriteChecks(tours.map(({ id }) => ({ type: 'tours', id })));
  if (tours.length === 0) return <p className="mt-6 text-stone-700">{t('tours.none')}</p>;
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {tours.map((tour) => (
        <li
          key={tour.id}
          className="flex [contain-intrinsic-block-size:auto_27rem] [content-visibility:auto]"
        >
          <TourCard tour={tour} search={search} />
        </li>
      ))}
    </ul>
  );
}

/** The home page's tours (the header's "Tours" link points here: /#tours). */
export function ToursSection({ search }: { search: StaySearch }) {
  const { t } = useTranslation('search');
  const [section, near] = useNearScreen<HTMLElement>();
  const state = useToursWhenNear(near);
  return (
    <section ref={section} id="tours" aria-labelledby="tours-title" className="scroll-mt-20 bg-stone-50">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <h2 id="tours-title" className="text-2xl font-bold text-stone-900 md:text-3xl">
          {t('tours.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-stone-700">{t('tours.subtitle')}</p>
        {state.status === 'loaded' && <TourCards tours={state.tours} search={search} />}
        {state.status === 'failed' && (
          <p role="alert" className="mt-6 text-stone-800">
            {t('tours.loadFailed')}
          </p>
        )}
        {/* A row of cards' room while they load, so a guest arriving by /#tours sees nothing below move. */}
        {state.status === 'waiting' && <div aria-hidden="true" className="mt-8 h-[27rem]" />}
      </div>
    </section>
  );
}
