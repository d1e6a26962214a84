import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withLogin } from '../../../test/api-doubles';
import { renderApp } from '../../../test/render-app';
import { toast } from '../toast/toast';
import { FavoriteHeart, type FavoriteHeartProps } from './favorite-heart';
import { deferredAnswer, flatId, startPage, stubApi, tourId, withSession } from './favorite-test-support';

const flat = { type: 'apartments', id: flatId } as const;
const toggleFlat = `POST /favorites/apartments/${flatId}/toggle`;

function renderHearts(
  hearts: FavoriteHeartProps[],
  { url = '/en/rentals?adults=2', modals = withLogin } = {},
) {
  renderApp(
    withSession(
      <>
        <h3 id="flat-title">Galata loft</h3>
        {hearts.map((props, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of hearts per test.
          <FavoriteHeart key={index} {...props} />
        ))}
      </>,
    ),
    { url, modals, namespaces: ['common'] },
  );
}

/** The heart appears once its texts have loaded (the page sent only `common`). */
const findHeart = () => screen.findByTestId('favorite-toggle');

/** The member's heart, once the stored sign-in has been confirmed (before that, clicks wait for it). */
async function findMemberHeart() {
  await waitFor(() => expect(screen.getByTestId('session-status').textContent).toBe('authenticated'));
  return findHeart();
}

/** A member clicks the flat's heart while the server holds its toggle answer until `release`. */
async function clickWithToggleHeld() {
  const { answer, release } = deferredAnswer();
  const calls = stubApi({ [toggleFlat]: () => answer });
  renderHearts([{ item: flat }]);
  const heart = await findMemberHeart();
  fireEvent.click(heart);
  return { calls, release, heart };
}

beforeEach(() => {
  vi.spyOn(toast, 'error').mockReturnValue('toast');
});

describe('FavoriteHeart for a guest', () => {
  beforeEach(() => startPage({ signedIn: false }));

  it('is an unpressed toggle named "Add to favourites", described by the card title', async () => {
    stubApi();
    renderHearts([{ item: flat, describedBy: 'flat-title' }]);
    const heart = await findHeart();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.getAttribute('aria-label')).toBe('Add to favourites');
    expect(screen.getByRole('button', { name: 'Add to favourites', description: 'Galata loft' })).toBe(heart);
  });

  it('opens the login modal with this page as the place to return to, and calls nothing', async () => {
    const calls = stubApi();
    renderHearts([{ item: flat }]);
    fireEvent.click(await findHeart());
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByTestId('login-return-to').textContent).toBe('/en/rentals?adults=2');
    expect(calls).toEqual([]);
  });

  it('is not shown where no login modal is registered', async () => {
    stubApi();
    renderHearts([{ item: flat }], { modals: {} });
    await screen.findByRole('heading', { name: 'Galata loft' });
    // Give the texts time to arrive: the heart still does not appear.
    await act(() => import('../../i18n/locales/en/account.json'));
    expect(screen.queryByTestId('favorite-toggle')).toBeNull();
  });

  it('speaks the page language', async () => {
    stubApi();
    renderHearts([{ item: flat }], { url: '/ar' });
    expect((await findHeart()).getAttribute('aria-label')).toBe('أضف إلى المفضلة');
  });
});

describe('FavoriteHeart for a member', () => {
  beforeEach(() => startPage({ signedIn: true }));

  it('fills at once, then keeps the server’s answer', async () => {
    const { calls, release, heart } = await clickWithToggleHeld();
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-label')).toBe('Remove from favourites');
    expect(heart.getAttribute('aria-busy')).toBe('true');
    await act(async () => release({ body: { isFavorite: true } }));
    // The answer is checked by its schema, whose module loads beside the call.
    await waitFor(() => expect(heart.hasAttribute('aria-busy')).toBe(false));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(calls).toEqual([
      { method: 'POST', path: `/favorites/apartments/${flatId}/toggle`, body: undefined },
    ]);
  });

  it('goes back and says so in a toast when the toggle fails', async () => {
    stubApi({ [toggleFlat]: { status: 500, body: { message: 'Server trouble' } } });
    renderHearts([{ item: flat }]);
    const heart = await findMemberHeart();
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Your favourites could not be updated.', {
        id: 'favorites-update-failed',
        description: 'Server trouble',
      }),
    );
  });

  it('goes back without a word when failures are to be ignored (the quick view)', async () => {
    const calls = stubApi({
      [toggleFlat]: 'offline',
      [`GET /favorites/check/apartments/${flatId}`]: 'offline',
    });
    renderHearts([{ item: flat, check: true, silentFailures: true }]);
    const heart = await findMemberHeart();
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    // Both calls have failed (each loads its function's module first) before the toasts are counted.
    await waitFor(() => expect(calls.map(({ method }) => method).sort()).toEqual(['GET', 'POST']));
    await act(() => Promise.resolve());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('asks the server once per heart with `check`, and every heart of the listing shows the answer', async () => {
    const calls = stubApi({ [`GET /favorites/check/apartments/${flatId}`]: { body: { isFavorite: true } } });
    renderHearts([{ item: flat, check: true }, { item: flat }, { item: { type: 'tours', id: tourId } }]);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Remove from favourites', pressed: true })).toHaveLength(
        2,
      ),
    );
    expect(screen.getByRole('button', { name: 'Add to favourites', pressed: false })).toBeTruthy();
    expect(calls).toEqual([
      { method: 'GET', path: `/favorites/check/apartments/${flatId}`, body: undefined },
    ]);
  });

  it('ignores more clicks while a toggle is under way, so a double click is one toggle', async () => {
    const { calls, release, heart } = await clickWithToggleHeld();
    fireEvent.click(heart);
    fireEvent.click(heart);
    await act(async () => release({ body: { isFavorite: true } }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    // Once answered, the next click removes it.
    const second = deferredAnswer();
    stubApi({ [toggleFlat]: () => second.answer });
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await act(async () => second.release({ body: { isFavorite: false } }));
    expect(heart.getAttribute('aria-label')).toBe('Add to favourites');
  });
});
