import type { MyStatsResponse } from '@konak/domain/api/reservations/my-stats';
import type { ReservationPage } from '@konak/domain/api/reservations/reservation-view';
import type { Language } from '@konak/domain/languages';
import { totalSpentCents } from '@konak/domain/membership';
import { toEuros } from '@konak/domain/pricing';
import { stayPhase } from '@konak/domain/reservations/stay-phase';
import { istanbulDate, nightsBetween } from '@konak/domain/stay-dates';
import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/reservations.ts';
import type { AppServices } from '../../services.ts';
import { listingKey, listingSummaries } from './listing-summaries.ts';
import { receiptsOf, toReceiptView } from './payment-receipts.ts';
import { memberFilters, type ReservationOrder, reservationPage } from './reservation-repository.ts';
import { type ReservationRow, toReservationView } from './reservation-view.ts';

export type Paging = { page: number; pageSize: number };

/** Rows as API views, their listings titled in the reader's language. */
/** One reservation as its owner or an admin sees it, at the services' clock. */
export async function toView(services: AppServices, row: ReservationRow, language: Language) {
  const [view] = await toViews(services.database.db, [row], language, services.clock.now());
  if (!view) throw new Error('a reservation row gave no view');
  return view;
}

export async function toViews(db: Database, rows: ReservationRow[], language: Language, now: Date) {
  const [listings, receipts] = await Promise.all([
    listingSummaries(db, rows, language),
    receiptsOf(
      db,
      rows.filter((row) => row.paymentMethod === 'bank_transfer').map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const receipt = receipts.get(row.id);
    return toReservationView(
      row,
      listings.get(listingKey(row)),
      now,
      receipt ? toReceiptView(receipt) : null,
    );
  });
}

export async function viewPage(
  services: AppServices,
  where: SQL | undefined,
  order: ReservationOrder,
  paging: Paging,
  language: Language,
): Promise<ReservationPage> {
  const { db } = services.database;
  const { rows, total } = await reservationPage(db, where, order, paging);
  return { items: await toViews(db, rows, language, services.clock.now()), total, ...paging };
}

export type MemberList = 'all' | 'upcoming' | 'active' | 'history';

const LIST_ORDER: Record<MemberList, ReservationOrder> = {
  all: 'newest',
  upcoming: 'check_in_ascending',
  active: 'check_in_ascending',
  history: 'check_in_descending',
};

/** my-reservations, my-upcoming, my-active, my-history (decision 034). */
export async function memberReservations(
  services: AppServices,
  {
    userId,
    list,
    paging,
    language,
  }: { userId: string; list: MemberList; paging: Paging; language: Language },
): Promise<ReservationPage> {
  const today = istanbulDate(services.clock.now());
  const where = memberFilters[list](userId, today);
  return viewPage(services, where, LIST_ORDER[list], paging, language);
}

/** my-stats: counts by phase and status, nights and money over the member's reservations. */
export async function memberStats(services: AppServices, userId: string): Promise<MyStatsResponse> {
  const rows = await services.database.db
    .select({
      status: reservations.status,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      totalCents: reservations.totalCents,
      paidCents: reservations.paidCents,
      refundCents: reservations.refundCents,
      refundedCents: reservations.refundedCents,
    })
    .from(reservations)
    .where(eq(reservations.userId, userId));
  const today = istanbulDate(services.clock.now());
  const stats = {
    total: rows.length,
    upcoming: 0,
    active: 0,
    past: 0,
    byStatus: { pending: 0, confirmed: 0, cancelled: 0, completed: 0 },
    nights: 0,
  };
  let paidCents = 0;
  let refundCents = 0;
  for (const row of rows) {
    stats[stayPhase(row, today)] += 1;
    stats.byStatus[row.status] += 1;
    paidCents += row.paidCents;
    refundCents += row.refundCents;
    if (row.status !== 'cancelled') stats.nights += nightsBetween(row.checkIn, row.checkOut);
  }
  return {
    ...stats,
    totalSpent: toEuros(totalSpentCents(rows)),
    totalPaid: toEuros(paidCents),
    totalRefund: toEuros(refundCents),
    currency: 'EUR',
  };
}
