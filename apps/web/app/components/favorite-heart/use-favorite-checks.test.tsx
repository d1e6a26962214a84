import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withLogin } from '../../../test/api-doubles';
import { renderApp } from '../../../test/render-app';
import { toast } from '../toast/toast';
import { FavoriteHeart } from './favorite-heart';
import type { FavoriteItem } from './favorite-store';
import {
  type ApiCall,
  flatId,
  otherFlatId,
  startPage,
  stubApi,
  tourId,
  withSession,
} from './favorite-test-support';
import { useFavoriteChecks } from './use-favorite-checks';

const CHECK = 'POST /favorites/check-multiple';

/** A results list as the pages have them: it asks about its items and shows a heart on each. */
function ResultList({ items }: { items: FavoriteItem[] }) {
  useFavoriteChecks(items);
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <FavoriteHeart item={item} />
        </li>
      ))}
    </ul>
  );
}

const apartments: FavoriteItem[] = [
  { type: 'apartments', id: flatId },
  { type: 'apartments', id: otherFlatId },
];
const tours: FavoriteItem[] = [{ type: 'tours', id: tourId }];

/** Apartment results and the tours section, mounted together like the home page's. */
function renderResultsPage() {
  renderApp(
    withSession(
      <>
        <ResultList items={apartments} />
        <ResultList items={tours} />
      </>,
    ),
    { url: '/en', modals: withLogin, namespaces: ['common'] },
  );
}

const answerFor = (call: ApiCall, favourites: string[]) => ({
  body: {
    results: (call.body as { items: FavoriteItem[] }).items.map((item) => ({
      ...item,
      isFavorite: favourites.includes(item.id),
    })),
  },
});

beforeEach(() => {
  vi.spyOn(toast, 'error').mockReturnValue('toast');
});

describe('useFavoriteChecks', () => {
  it('asks about every list of the page in one check-multiple call and fills the hearts', async () => {
    startPage({ signedIn: true });
    const calls = stubApi({ [CHECK]: (call) => answerFor(call, [otherFlatId, tourId]) });
    renderResultsPage();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Remove from favourites', pressed: true })).toHaveLength(
        2,
      ),
    );
    expect(screen.getAllByRole('button', { name: 'Add to favourites', pressed: false })).toHaveLength(1);
    expect(calls).toEqual([
      { method: 'POST', path: '/favorites/check-multiple', body: { items: [...apartments, ...tours] } },
    ]);
    const pressedIds = screen
      .getAllByRole('button', { pressed: true })
      .map((heart) => heart.dataset.favoriteId)
      .sort();
    expect(pressedIds).toEqual([otherFlatId, tourId].sort());
  });

  it('asks nothing for a guest', async () => {
    startPage({ signedIn: false });
    const calls = stubApi();
    renderResultsPage();
    await waitFor(() => expect(screen.getByTestId('session-status').textContent).toBe('guest'));
    expect(await screen.findAllByTestId('favorite-toggle')).toHaveLength(3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(calls).toEqual([]);
  });

  it('shows one toast when the check fails, and the hearts stay empty', async () => {
    startPage({ signedIn: true });
    stubApi({ [CHECK]: { status: 503, body: { message: 'Down for maintenance' } } });
    renderResultsPage();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Your favourites could not be loaded.', {
        id: 'favorites-load-failed',
        description: 'Down for maintenance',
      }),
    );
    // Both lists shared the failed call: the toast has one id, so it shows once however often it is asked.
    for (const [, options] of vi.mocked(toast.error).mock.calls)
      expect(options?.id).toBe('favorites-load-failed');
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
  });
});
