import type { DashboardReservation, DashboardResponse } from '@konak/domain/api/admin/dashboard';
import { vi } from 'vitest';
import { NOT_FOUND, responseOf, type StubAnswer } from '../../../../test/api-doubles';
import { testMember } from '../../../../test/test-member';
import { resetSessionForTests } from '../../../session/session-provider';
import { storeSession } from '../../../session/session-storage';

/** Deniz of the front desk, the operator the back-office tests sign in as. */
export const staffUser = testMember({ id: 'staff-1', name: 'Deniz Resepsiyon', role: 'staff' });

/** The browser holds the operator's sign-in; wrap the page in SessionProvider, as root.tsx does. */
export function signInStaff() {
  resetSessionForTests();
  localStorage.clear();
  storeSession({ token: 'token-staff', user: staffUser }, { rememberMe: true });
}

// Test support for the dashboard and the phone booking: fixtures shaped like the API's answers, a stubbed /api.

export type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };

/** Replaces fetch: answers by "METHOD /path"; a function is called per request. Records every call. */
export function stubAdminApi(
  routes: Record<string, StubAnswer | ((call: Call) => StubAnswer | Promise<StubAnswer>)>,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.replace(/^\/api/, ''),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: Object.fromEntries(
          Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [
            name.toLowerCase(),
            value,
          ]),
        ),
      };
      calls.push(call);
      const route =
        routes[`${call.method} ${call.path}`] ??
        (call.path === '/auth/verify-token' ? { body: { valid: true, user: staffUser } } : undefined);
      return responseOf(await (typeof route === 'function' ? route(call) : (route ?? NOT_FOUND)));
    }),
  );
  return calls;
}

let serial = 0;
export function dashboardRow(overrides: Partial<DashboardReservation> = {}): DashboardReservation {
  serial += 1;
  return {
    id: `5b1e8a4e-8f5e-4c1a-9a53-0d6f4c2b${String(1000 + serial).padStart(4, '0')}`,
    reservationNumber: `KNK-2611-A${String(serial).padStart(3, '0')}`,
    type: 'apartment',
    listingName: 'Galata loft',
    guestName: 'Ayşe Yılmaz',
    guestPhone: '+90 5321234567',
    checkIn: '2026-11-27',
    checkOut: '2026-11-29',
    startTime: null,
    people: 2,
    status: 'confirmed',
    paymentStatus: 'paid',
    remainingAmount: 0,
    checkedInAt: null,
    checkedOutAt: null,
    ...overrides,
  };
}

export function dashboardAnswer(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    generatedAt: '2026-11-27T09:00:00.000Z',
    days: [
      { date: '2026-11-27', arrivals: [], departures: [], inHouse: [] },
      { date: '2026-11-28', arrivals: [], departures: [], inHouse: [] },
    ],
    awaitingApproval: [],
    awaitingApprovalTotal: 0,
    awaitingReceipt: [],
    awaitingReceiptTotal: 0,
    tourDepartures: [],
    occupancy: {
      from: '2026-11-27',
      to: '2026-12-27',
      apartments: 10,
      bookedNights: 75,
      availableNights: 300,
      rate: 0.25,
    },
    revenue: {
      thisMonth: { month: '2026-11', bookedAmount: 12000, collectedAmount: 9000, reservations: 40 },
      lastMonth: { month: '2026-10', bookedAmount: 10000, collectedAmount: 10000, reservations: 35 },
    },
    channelConflicts: [],
    ...overrides,
  };
}
