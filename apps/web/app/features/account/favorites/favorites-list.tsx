import type { FavoriteEntry } from '@konak/domain/api/favorites/list-favorites';
import { lazy, Suspense, useRef, useState } from 'react';
import { LocalizedLink } from '../../../components/localized-link';
import { useTranslation } from '../../../i18n/i18n-context';
import { FavoriteCard } from './favorite-card';
import { useFavoriteActions } from './use-favorite-actions';
import { entryId } from './use-favorites';

const ClearFavoritesDialog = lazy(() => import('./clear-favorites-dialog'));

type Forget = Parameters<typeof useFavoriteActions>[0]['forget'];

function FavoritesSection({
  type,
  entries,
  actions,
}: {
  type: FavoriteEntry['type'];
  entries: FavoriteEntry[];
  actions: ReturnType<typeof useFavoriteActions>;
}) {
  const { t } = useTranslation('account');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `favorites-${type}-title`;
  const remove = async (entry: FavoriteEntry) => {
    // The card and its button go away: focus moves to the section's heading rather than to nowhere.
    if (await actions.remove(entry)) heading.current?.focus();
  };
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid={`favorites-${type}`}>
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-stone-900 focus:outline-none"
      >
        {t(`favorites.sections.${type}`, { count: entries.length })}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-stone-700">
          {t(type === 'apartments' ? 'favorites.noApartments' : 'favorites.noTours')}{' '}
          <LocalizedLink
            to={type === 'apartments' ? '/rentals' : '/#tours'}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {t(type === 'apartments' ? 'favorites.browse' : 'favorites.browseTours')}
          </LocalizedLink>
        </p>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2">
          {entries.map((entry) => (
            <li key={entryId(entry)}>
              <FavoriteCard
                entry={entry}
                removing={actions.isRemoving(entry)}
                onRemove={() => void remove(entry)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The member's saved apartments and tours, newest first in each section, with "remove all" behind a question. */
export function FavoritesList({ entries, forget }: { entries: FavoriteEntry[]; forget: Forget }) {
  const { t } = useTranslation('account');
  const actions = useFavoriteActions({ entries, forget });
  const [confirming, setConfirming] = useState(false);
  const apartments = entries.filter((entry) => entry.type === 'apartments');
  const tours = entries.filter((entry) => entry.type === 'tours');

  const confirmClear = async () => {
    if (await actions.clearAll()) setConfirming(false);
  };

  return (
    <div data-testid="favorites-list">
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={() => setConfirming(true)}
          data-testid="favorites-clear-all"
          className="inline-flex min-h-11 items-center rounded-xl border border-red-300 px-4 font-semibold text-red-800 hover:bg-red-50"
        >
          {t('favorites.clearAll')}
        </button>
      </div>
      <FavoritesSection type="apartments" entries={apartments} actions={actions} />
      <FavoritesSection type="tours" entries={tours} actions={actions} />
      {confirming && (
        <Suspense fallback={null}>
          <ClearFavoritesDialog onConfirm={confirmClear} onCancel={() => setConfirming(false)} />
        </Suspense>
      )}
    </div>
  );
}
