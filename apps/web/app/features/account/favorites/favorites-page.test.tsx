import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withLogin } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import {
  type Answer,
  deferredAnswer,
  startPage,
  stubApi,
  withSession,
} from '../../../components/favorite-heart/favorite-test-support';
import { toast } from '../../../components/toast/toast';
import Favorites from '../../../routes/favorites';
import { entries, savedFlat, savedTour } from './favorites-fixtures';

const LIST = 'GET /favorites/all';
const TOGGLE_FLAT = `POST /favorites/apartments/${savedFlat.id}/toggle`;
const CLEAR = 'DELETE /favorites/clear-all';

function renderPage(url = '/en/favorites') {
  renderApp(withSession(<Favorites />), { url, modals: withLogin, namespaces: ['common', 'account'] });
}

const list = (items = entries): Answer => ({ body: { items, total: items.length } });

beforeEach(() => {
  startPage({ signedIn: true });
  vi.spyOn(toast, 'error').mockReturnValue('toast');
  vi.spyOn(toast, 'success').mockReturnValue('toast');
});

describe('/favorites', () => {
  it('lists the saved apartments and tours in their sections, each linking to its page', async () => {
    stubApi({ [LIST]: list() });
    renderPage();
    const apartments = await screen.findByTestId('favorites-apartments');
    expect(within(apartments).getByRole('heading', { level: 2, name: 'Apartments (1)' })).toBeTruthy();
    expect(within(apartments).getByRole('link', { name: 'Galata loft' }).getAttribute('href')).toBe(
      '/en/apartment/galata-loft',
    );
    expect(within(apartments).getByText('Galata, Beyoğlu, İstanbul')).toBeTruthy();
    expect(within(apartments).getByText('€95 per night')).toBeTruthy();

    const tours = screen.getByTestId('favorites-tours');
    expect(within(tours).getByRole('heading', { level: 2, name: 'Tours (1)' })).toBeTruthy();
    expect(within(tours).getByRole('link', { name: 'Bosphorus cruise' }).getAttribute('href')).toBe(
      `/en/tour/${savedTour.id}`,
    );
    expect(within(tours).getByText('€45.50 per person')).toBeTruthy();
    expect(screen.getAllByTestId('favorite-card')).toHaveLength(2);
  });

  it('shows the empty state when nothing is saved', async () => {
    stubApi({ [LIST]: list([]) });
    renderPage('/ar/favorites');
    expect(await screen.findByRole('heading', { level: 2, name: 'لا توجد مفضلات بعد' })).toBeTruthy();
    expect(screen.getByTestId('favorites-empty-link').getAttribute('href')).toBe('/ar/rentals');
    expect(screen.queryByTestId('favorites-clear-all')).toBeNull();
  });

  it('says an empty section is empty while the other has favourites', async () => {
    stubApi({ [LIST]: list(entries.filter((entry) => entry.type === 'apartments')) });
    renderPage();
    const tours = await screen.findByTestId('favorites-tours');
    expect(within(tours).getByText('You have not saved any tours yet.')).toBeTruthy();
    expect(within(tours).getByRole('link', { name: 'See the tours' }).getAttribute('href')).toBe('/en#tours');
  });

  it('removes one favourite through its toggle, moving focus to the section', async () => {
    const { answer, release } = deferredAnswer();
    const calls = stubApi({ [LIST]: list(), [TOGGLE_FLAT]: () => answer });
    renderPage();
    const apartments = await screen.findByTestId('favorites-apartments');
    const remove = within(apartments).getByRole('button', { name: 'Remove', description: 'Galata loft' });
    fireEvent.click(remove);
    await waitFor(() => expect(within(apartments).getByRole('button', { name: 'Removing…' })).toBeTruthy());
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    release({ body: { isFavorite: false } });

    await waitFor(() => expect(within(apartments).queryByTestId('favorite-card')).toBeNull());
    expect(within(apartments).getByRole('heading', { name: 'Apartments (0)' })).toBe(document.activeElement);
    expect(toast.success).toHaveBeenCalledWith('“Galata loft” was removed from your favourites.');
    expect(screen.getAllByTestId('favorite-card')).toHaveLength(1);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([LIST, TOGGLE_FLAT]);
  });

  it('toggles again when the favourite had already gone, so removing never saves it', async () => {
    let toggles = 0;
    stubApi({
      [LIST]: list(),
      [TOGGLE_FLAT]: () => {
        toggles += 1;
        return { body: { isFavorite: toggles === 1 } };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove', description: 'Galata loft' }));
    await waitFor(() => expect(screen.getAllByTestId('favorite-card')).toHaveLength(1));
    expect(toggles).toBe(2);
  });

  it('keeps the favourite and says why when removing fails', async () => {
    stubApi({ [LIST]: list(), [TOGGLE_FLAT]: { status: 500, body: { message: 'Server trouble' } } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove', description: 'Galata loft' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Your favourites could not be updated.', {
        description: 'Server trouble',
      }),
    );
    expect(screen.getAllByTestId('favorite-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove', description: 'Galata loft' })).toBeTruthy();
  });

  it('asks before clearing everything, and “keep them” changes nothing', async () => {
    const calls = stubApi({ [LIST]: list() });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all favourites?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('favorite-card')).toHaveLength(2);
    expect(calls.map(({ method }) => method)).toEqual(['GET']);
  });

  it('clears everything once confirmed and shows the empty state', async () => {
    const calls = stubApi({ [LIST]: list(), [CLEAR]: { body: { removed: 2 } } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all favourites?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, remove all' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No favourites yet' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Your favourites were cleared.');
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([LIST, CLEAR]);
  });

  it('keeps the list and the question open when clearing fails', async () => {
    stubApi({ [LIST]: list(), [CLEAR]: 'offline' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all favourites?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, remove all' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Your favourites could not be cleared.', {
        description: 'Could not reach the server. Please check your internet connection.',
      }),
    );
    expect(within(dialog).getByRole('button', { name: 'Yes, remove all' })).toBeTruthy();
    expect(screen.getAllByTestId('favorite-card')).toHaveLength(2);
  });

  it('says the favourites could not be loaded, and tries again on request', async () => {
    let attempts = 0;
    stubApi({
      [LIST]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { message: 'Server trouble' } } : list();
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your favourites could not be loaded.');
    expect(alert.textContent).toContain('Server trouble');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('favorite-card')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers to sign in again when the session has expired', async () => {
    stubApi({ [LIST]: { status: 401, body: { message: 'Unauthorized' } } });
    renderPage('/en/favorites');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your session has expired. Please sign in again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByTestId('login-return-to').textContent).toBe('/en/favorites');
  });
});
