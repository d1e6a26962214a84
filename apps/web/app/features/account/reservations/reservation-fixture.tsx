import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { screen } from '@testing-library/react';
import { withLogin } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import {
  type Answer,
  type ApiCall,
  stubApi,
  withSession,
} from '../../../components/favorite-heart/favorite-test-support';
import Reservations from '../../../routes/reservations';

/** One page of a list answer. */
export const page = (items: ReservationView[]): Answer => ({
  body: { items, total: items.length, page: 1, pageSize: 20 },
});

/** The three lists /reservations loads, as stubbed answers. */
export function lists({
  active = [],
  upcoming = [],
  history = [],
}: Partial<Record<'active' | 'upcoming' | 'history', ReservationView[]>>) {
  return {
    'GET /reservations/my-active': page(active),
    'GET /reservations/my-upcoming': page(upcoming),
    'GET /reservations/my-history': page(history),
  };
}

/** /reservations with a stored session, the API answering `routes`; returns the calls made. */
export function renderPage(
  routes: Record<string, Answer | ((call: ApiCall) => Answer | Promise<Answer>)>,
  url = '/en/reservations',
) {
  const calls = stubApi(routes);
  renderApp(withSession(<Reservations />), { url, modals: withLogin, namespaces: ['common', 'account'] });
  return calls;
}

/** The card of the booking with this number, once the list shows it. */
export async function cardOf(number: string): Promise<HTMLElement> {
  const cards = await screen.findAllByTestId('reservation-card');
  const found = cards.find((element) => element.dataset.reservationNumber === number);
  if (!found) throw new Error(`no card for ${number}`);
  return found;
}
