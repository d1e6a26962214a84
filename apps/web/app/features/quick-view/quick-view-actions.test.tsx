import { apartmentCardOf, tourCardOf } from '@konak/domain/catalogue/result-cards';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withLogin } from '../../../test/api-doubles';
import { renderApp } from '../../../test/render-app';
import { startPage, stubApi, withSession } from '../../components/favorite-heart/favorite-test-support';
import { type ModalRegistry, useModal } from '../../components/modal/modal-provider';
import type { QuickViewProps } from '../../components/modal/quick-view-props';
import { toast } from '../../components/toast/toast';
import QuickView from './quick-view';
import { apartment, searchWithoutDates, tour } from './quick-view.fixtures';
import { forgetListingDetails } from './use-listing-detail';

// The quick view's heart (spec §4, §7). The heart itself is tested in components/favorite-heart.

const modals: ModalRegistry = { ...withLogin, 'quick-view': { component: QuickView, frame: 'wide' } };

function Opener({ props }: { props: QuickViewProps }) {
  const { open } = useModal();
  return (
    <button type="button" onClick={() => open('quick-view', props)}>
      Quick view
    </button>
  );
}

async function openQuickView(props: QuickViewProps, title: string) {
  renderApp(withSession(<Opener props={props} />), {
    url: '/en/rentals?adults=2',
    modals,
    namespaces: ['common', 'quick-view'],
  });
  await waitFor(() => expect(screen.getByTestId('session-status').textContent).not.toBe('checking'));
  fireEvent.click(screen.getByRole('button', { name: 'Quick view' }));
  return screen.findByRole('dialog', { name: title });
}

const apartmentView: QuickViewProps = {
  item: { type: 'apartment', apartment: apartmentCardOf(apartment) },
  search: searchWithoutDates,
};
const tourView: QuickViewProps = {
  item: { type: 'tour', tour: tourCardOf(tour) },
  search: searchWithoutDates,
};

/** The favourite calls, without the detail call every opening makes (the card has no description). */
const favouriteCalls = <Call extends { path: string }>(calls: Call[]) =>
  calls.filter(({ path }) => path.startsWith('/favorites'));

beforeEach(() => {
  forgetListingDetails();
  vi.spyOn(toast, 'error').mockReturnValue('toast');
});

describe('the quick view’s heart', () => {
  it('sends a guest to sign in, closing the view, with the page to come back to', async () => {
    startPage({ signedIn: false });
    const calls = stubApi();
    const dialog = await openQuickView(apartmentView, apartment.title);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: apartment.title })).toBeNull();
    expect(screen.getByTestId('login-return-to').textContent).toBe('/en/rentals?adults=2');
    expect(favouriteCalls(calls)).toEqual([]);
  });

  it('checks a member’s favourite when the view opens and toggles it', async () => {
    startPage({ signedIn: true });
    const calls = stubApi({
      [`GET /favorites/check/tours/${tour.id}`]: { body: { isFavorite: true } },
      [`POST /favorites/tours/${tour.id}/toggle`]: { body: { isFavorite: false } },
    });
    const dialog = await openQuickView(tourView, tour.title);
    const heart = await within(dialog).findByRole('button', {
      name: 'Remove from favourites',
      pressed: true,
    });
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(heart.getAttribute('aria-label')).toBe('Add to favourites');
    // The heart turns at once; the toggle's call follows once its function's module has loaded.
    await waitFor(() =>
      expect(favouriteCalls(calls).map(({ method, path }) => `${method} ${path}`)).toEqual([
        `GET /favorites/check/tours/${tour.id}`,
        `POST /favorites/tours/${tour.id}/toggle`,
      ]),
    );
  });

  it('ignores failing checks and toggles silently: the heart just goes back', async () => {
    startPage({ signedIn: true });
    const calls = stubApi({
      [`GET /favorites/check/apartments/${apartment.id}`]: { status: 500, body: { message: 'Broken' } },
      [`POST /favorites/apartments/${apartment.id}/toggle`]: 'offline',
    });
    const dialog = await openQuickView(apartmentView, apartment.title);
    const heart = await within(dialog).findByRole('button', { name: 'Add to favourites' });
    await waitFor(() => expect(favouriteCalls(calls)).toHaveLength(1));
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(favouriteCalls(calls)).toHaveLength(2);
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: apartment.title })).toBeTruthy();
  });
});
