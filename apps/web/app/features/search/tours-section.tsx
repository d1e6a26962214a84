import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import type { Tour } from '@konak/domain/catalogue/tour';
import { useFavoriteChecks } from '../../components/favorite-heart/use-favorite-checks';
import { useTranslation } from '../../i18n/i18n-context';
import { TourCard } from './tour-card';

/** The home page's tours (the header's "Tours" link points here: /#tours). */
export function ToursSection({ tours, search }: { tours: Tour[]; search: StaySearch }) {
  const { t } = useTranslation('search');
  useFavoriteChecks(tours.map(({ id }) => ({ type: 'tours', id })));
  return (
    <section id="tours" aria-labelledby="tours-title" className="scroll-mt-20 bg-stone-50">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <h2 id="tours-title" className="text-2xl font-bold text-stone-900 md:text-3xl">
          {t('tours.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-stone-700">{t('tours.subtitle')}</p>
        {tours.length === 0 ? (
          <p className="mt-6 text-stone-700">{t('tours.none')}</p>
        ) : (
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
        )}
      </div>
    </section>
  );
}
