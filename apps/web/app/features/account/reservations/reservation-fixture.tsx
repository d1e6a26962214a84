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

/** A confirmed, paid, refundable three-night stay as the API shows it; tests override what they are about. */
export function reservation(overrides: Partial<ReservationView> = {}): ReservationView {
  return {
    id: 'a3f0c1d2-0000-4000-8000-000000000001',
    reservationNumber: 'KNK-2606-AAAA',
    type: 'apartment',
    listing: {
      id: '6f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a23',
      number: 7,
      title: 'Galata loft',
      slug: 'galata-loft',
    },
    checkIn: '2026-07-10',
    checkOut: '2026-07-13',
    startTime: null,
    nights: 3,
    adults: 2,
    children: 1,
    childrenAgeGroups: { above7: 1, between2And7: 0, under2: 0 },
    childrenAges: [],
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '+90 5321234567',
    country: 'TR',
    message: null,
    language: 'en',
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethod: 'bank_transfer',
    isRefundable: true,
    currency: 'EUR',
    stayPrice: 300,
    guaranteeFee: 60,
    totalPrice: 360,
    totalOriginalPrice: 360,
    hasDiscount: false,
    paidAmount: 360,
    remainingAmount: 0,
    refundAmount: 0,
    refundedAmount: 0,
    paymentDeadline: null,
    receipt: null,
    cancellation: { allowed: true, reason: null, freeUntil: '2026-07-03', refundAmount: 300 },
    cancelledBy: null,
    cancelReason: null,
    cancelledAt: null,
    createdAt: '2026-05-20T10:00:00.000Z',
    updatedAt: '2026-05-20T10:00:00.000Z',
    ...overrides,
  };
}

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
