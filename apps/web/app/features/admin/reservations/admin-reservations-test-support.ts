import type { AdminReservationDetail } from '@konak/domain/api/admin/admin-reservation-detail';
import type { AdminReservationListItem } from '@konak/domain/api/admin/admin-reservation-list';
import { vi } from 'vitest';
import { NOT_FOUND, responseOf, type StubAnswer } from '../../../../test/api-doubles';
import { reservation as reservationView } from '../../../../test/reservation-view-fixture';

// Test support for the back office's reservation pages (not part of the app).

export const RESERVATION_ID = 'a3f0c1d2-0000-4000-8000-0000000000aa';
export const OPERATOR = { id: 'b1f0c1d2-0000-4000-8000-0000000000bb', name: 'Deniz Operatör' };

export function listItem(overrides: Partial<AdminReservationListItem> = {}): AdminReservationListItem {
  return {
    id: RESERVATION_ID,
    reservationNumber: 'KNK-2606-AAAA',
    type: 'apartment',
    listing: { id: '6f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a23', number: 7, title: 'Galata loft' },
    checkIn: '2026-07-10',
    checkOut: '2026-07-13',
    startTime: null,
    guests: 3,
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '+90 532 123 45 67',
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'bank_transfer',
    totalPrice: 300,
    paidAmount: 0,
    remainingAmount: 300,
    checkedInAt: null,
    checkedOutAt: null,
    createdAt: '2026-06-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A pending bank transfer of three nights, nothing paid, with its creation in the timeline. */
export function detail(
  reservation: Partial<AdminReservationDetail['reservation']> = {},
  rest: Partial<Omit<AdminReservationDetail, 'reservation'>> = {},
): AdminReservationDetail {
  return {
    // The member's confirmed and paid stay, turned into a pending bank transfer booked in Turkish.
    reservation: reservationView({
      id: RESERVATION_ID,
      phone: '+90 532 123 45 67',
      language: 'tr',
      status: 'pending',
      paymentStatus: 'pending',
      isRefundable: false,
      guaranteeFee: 0,
      totalPrice: 300,
      totalOriginalPrice: 300,
      paidAmount: 0,
      remainingAmount: 300,
      paymentDeadline: '2026-06-02T09:00:00.000Z',
      cancellation: { allowed: false, reason: 'non_refundable', freeUntil: null, refundAmount: null },
      createdAt: '2026-06-01T09:00:00.000Z',
      updatedAt: '2026-06-01T09:00:00.000Z',
      ...reservation,
    }),
    member: {
      id: 'c1f0c1d2-0000-4000-8000-0000000000cc',
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: null,
    },
    checkedInAt: null,
    checkedOutAt: null,
    payments: [],
    notes: [],
    timeline: [
      {
        id: 'd1f0c1d2-0000-4000-8000-0000000000d1',
        at: '2026-06-01T09:00:00.000Z',
        actor: 'user',
        by: null,
        action: null,
        fromStatus: null,
        toStatus: 'pending',
        note: 'Booked by the guest',
        before: null,
        after: null,
      },
    ],
    ...rest,
  };
}

export type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };
type Route = StubAnswer | ((call: Call) => StubAnswer | Promise<StubAnswer>);

/** Replaces fetch: `routes` answer by "METHOD /path?query" (without /api); `calls` records every request. */
export function stubAdminApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      const method = init?.method ?? 'GET';
      const call = {
        method,
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: { ...(init?.headers as Record<string, string>) },
      };
      calls.push(call);
      const route = routes[`${method} ${path}`];
      return responseOf(await (typeof route === 'function' ? route(call) : (route ?? NOT_FOUND)));
    }),
  );
  return calls;
}
