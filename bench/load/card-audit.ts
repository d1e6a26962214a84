// What the database holds after the card checkout load, checked independently of what the servers answered.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

const countOf = async (db: Database, query: ReturnType<typeof sql>) =>
  (await db.execute<{ count: number }>(query)).rows[0]?.count ?? 0;

/**
 * Double charges: reservations the gateway took more than one payment for that is still kept (not refunded in full),
 * as its own records say (the test gateway's table, the stand-in for iyzico's books).
 */
export function doubleCharges(db: Database): Promise<number> {
  return countOf(
    db,
    sql`select count(*)::int as count from (
      select conversation_id from test_gateway_checkouts
      where payment_status = 'SUCCESS' and refunded_cents < round(paid_price::numeric * 100)
      group by conversation_id having count(*) > 1) kept`,
  );
}

/** Reservations with more than one card payment in the ledger. */
export function doubleLedgerPayments(db: Database): Promise<number> {
  return countOf(
    db,
    sql`select count(*)::int as count from (
      select reservation_id from reservation_payments where kind = 'payment' and method = 'card'
      group by reservation_id having count(*) > 1) doubled`,
  );
}

/**
 * Money and confirmations out of step: a confirmed card reservation without exactly its total in the ledger, or a
 * payment the gateway kept for a reservation that is not confirmed.
 */
export function unmatchedPayments(db: Database): Promise<number> {
  return countOf(
    db,
    sql`select (
      (select count(*) from reservations r
        where r.payment_method = 'card' and r.status = 'confirmed'
          and r.total_cents <> coalesce((select sum(p.amount_cents) from reservation_payments p
            where p.reservation_id = r.id and p.kind = 'payment'), 0))
      +
      (select count(*) from test_gateway_checkouts g
        where g.payment_status = 'SUCCESS' and g.refunded_cents = 0
          and not exists (select 1 from reservations r where r.id::text = g.conversation_id and r.status = 'confirmed'))
    )::int as count`,
  );
}

/** Card payments still waiting for their refund when the load ended (a refund the gateway refused). */
export function refundsWaiting(db: Database): Promise<number> {
  return countOf(db, sql`select count(*)::int as count from card_checkouts where status = 'refund_due'`);
}
