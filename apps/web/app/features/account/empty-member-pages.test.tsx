import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import Favorites from '../../routes/favorites';
import Reservations from '../../routes/reservations';
import { resetSessionForTests } from '../../session/session-provider';
import { answerApi, storeSignIn, verifiedToken, withSession } from './account-test-fixtures';

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  storeSignIn();
  const noReservations = { body: { items: [], total: 0, page: 1, pageSize: 20 } };
  answerApi({
    '/auth/verify-token': verifiedToken,
    '/favorites/all': { body: { items: [], total: 0 } },
    '/reservations/my-active': noReservations,
    '/reservations/my-upcoming': noReservations,
    '/reservations/my-history': noReservations,
  });
});

describe('member pages before their lists exist', () => {
  it('/reservations tells a member they have none yet and leads to the apartments', async () => {
    renderApp(withSession(<Reservations />), { url: '/en/reservations', namespaces: ['common', 'account'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'My reservations' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You have no reservations yet' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search apartments' }).getAttribute('href')).toBe('/en/rentals');
  });

  it('/favorites says there are no favourites yet, in Arabic on an Arabic page', async () => {
    renderApp(withSession(<Favorites />), { url: '/ar/favorites', namespaces: ['common', 'account'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'مفضلاتي' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'لا توجد مفضلات بعد' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفّح الشقق' }).getAttribute('href')).toBe('/ar/rentals');
  });
});
