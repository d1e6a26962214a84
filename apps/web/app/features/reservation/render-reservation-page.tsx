// The reservation page as its tests render it (not part of the app): a member or a guest, a stubbed /api that
// records the calls, the login and success modal doubles, and a clock that only fakes the date.
import type { SiteSettings } from '@konak/domain/site/site-settings';
import { vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  startPage,
  member as testMember,
  withSession,
} from '../../components/favorite-heart/favorite-test-support';
import type { ReservationListing } from './reservation-listing';
import { ReservationPage } from './reservation-page';
import {
  type Answer,
  type ApiCall,
  modalDoubles,
  NOW,
  stubReservationApi,
} from './reservation-test-fixtures';

/** Renders /{language}/reservation/{type}/{id}{query}; returns the calls the page makes to /api. */
export function renderReservationPage(
  listing: ReservationListing,
  {
    query = '',
    signedIn = true,
    language = 'en',
    routes = {},
    member = testMember,
    site,
  }: {
    query?: string;
    signedIn?: boolean;
    language?: string;
    routes?: Record<string, Answer | ((call: ApiCall) => Answer)>;
    /** Who the token check says is signed in. */
    member?: unknown;
    /** The operator's settings the root loader gives (the marked examples unless told). */
    site?: SiteSettings;
  } = {},
) {
  startPage({ signedIn });
  const calls = stubReservationApi(routes, { member });
  const prefix = language === 'tr' ? '' : `/${language}`;
  renderApp(withSession(<ReservationPage listing={listing} />), {
    url: `${prefix}/reservation/${listing.type}/${listing.id}${query}`,
    modals: modalDoubles,
    namespaces: ['common', 'reservation', 'booking-terms'],
    ...(site ? { site } : {}),
  });
  return calls;
}

/** Only Date is faked, at the tests' "now": timers run for real, so the page's own delays still pass. */
export function freezeDateAtNow() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}
