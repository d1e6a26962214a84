import type { RecordedPaymentMethod } from '@konak/domain/api/admin/admin-reservation-detail';
import type { CancellationParty } from '@konak/domain/api/admin/cancel-reservation-as-operator';
import type { ChangeReservationInput } from '@konak/domain/api/admin/change-reservation-as-operator';
import type { CancelPreview } from '@konak/domain/api/admin/reservation-cancel-preview';
import type { ChangePreview } from '@konak/domain/api/admin/reservation-change-preview';
import type { CreateReservationInput } from '@konak/domain/api/reservations/create-reservation';
import type { Language } from '@konak/domain/languages';
import { toCents, toEuros } from '@konak/domain/pricing';
import { bookingPrice } from '@konak/domain/reservations/booking-price';
import { tourPeople } from '@konak/domain/reservations/booking-rules';
import { paymentStatusOf, refundAfterGuaranteeFee } from '@konak/domain/reservations/reservation-amounts';
import { isLive } from '@konak/domain/reservations/reservation-states';
import { istanbulDate } from '@konak/domain/stay-dates';
import { tourPlacesLeft } from '@konak/domain/tours/tour-departures';
import { eq } from 'drizzle-orm';
import { type Database, isDeadlock, sqlConstraint, sqlState } from '../../../db/client.ts';
import { reservationNotes, reservationPayments } from '../../../db/schema/reservation-payments.ts';
import { reservations } from '../../../db/schema/reservations.ts';
import type { SessionUser } from '../../../http/session-tokens.ts';
import { translate } from '../../../i18n/translate.ts';
import { JOB_KINDS, type NoticePayload } from '../../../jobs/job-kinds.ts';
import { enqueueJob } from '../../../jobs/job-queue.ts';
import type { AppServices } from '../../../services.ts';
import { recordAudit } from '../../audit/surface.ts';
import { findBookableApartment, lockTourDeparture } from '../booking-target.ts';
import { draftBooking } from '../create-reservation.ts';
import { applyCancellation, enqueueNotices, recordEvent } from '../reservation-changes.ts';
import {
  amountRuleBroken,
  datesTaken,
  idempotencyKeyReused,
  invalidStatusChange,
  reservationNotFound,
  tourDateClosed,
  tourFull,
} from '../reservation-errors.ts';
import { lockReservation } from '../reservation-repository.ts';
import type { ReservationRow } from '../reservation-view.ts';
import { backOfficeRuleBroken } from './back-office-errors.ts';

export type ActionContext = { services: AppServices; operator: SessionUser; id: string; language: Language };

/** What one action did inside its transaction. */
type Outcome = {
  row: ReservationRow;
  /** False when the action had already happened: no event, no audit, no notice. */
  changed: boolean;
  /** For the timeline; the cancellation writes its own event. */
  note?: string;
  eventRecorded?: boolean;
  /** Audit values that are not columns of the reservation (a payment, a note). */
  extra?: Record<string, unknown>;
};

/** The values the audit trail compares before and after. */
function snapshot(row: ReservationRow): Record<string, unknown> {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    apartmentId: row.apartmentId,
    tourId: row.tourId,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    startTime: row.startTime,
    adults: row.adults,
    children: row.children,
    totalPrice: toEuros(row.totalCents),
    guaranteeFee: toEuros(row.guaranteeFeeCents),
    paidAmount: toEuros(row.paidCents),
    remainingAmount: toEuros(row.remainingCents),
    refundAmount: toEuros(row.refundCents),
    refundedAmount: toEuros(row.refundedCents),
    cancelReason: row.cancelReason,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
  };
}

/** Only what changed, as { before, after }. */
function difference(before: ReservationRow, after: ReservationRow) {
  const old = snapshot(before);
  const now = snapshot(after);
  const keys = Object.keys(now).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, old[key]])),
    after: Object.fromEntries(keys.map((key) => [key, now[key]])),
  };
}

/** How often an action cancelled by PostgreSQL to end a deadlock is run again. */
const ACT_ATTEMPTS = 3;

/**
 * Runs one action on the locked reservation in one transaction: the change, its timeline event and its audit entry
 * commit together or not at all. Two copies of the same request wait for each other on the row lock, so the second
 * sees what the first did.
 */
async function act(
  context: ActionContext,
  action: string,
  change: (tx: Database, row: ReservationRow, now: Date) => Promise<Outcome>,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await actOnce(context, action, change);
    } catch (error) {
      // PostgreSQL cancelled it to end a deadlock (a new stay overlapping a concurrent booking, each waiting for the
      // other's uncommitted row): nothing was written; tried again, it waits for the survivor instead.
      if (!isDeadlock(error) || attempt >= ACT_ATTEMPTS) throw error;
    }
  }
}

async function actOnce(
  context: ActionContext,
  action: string,
  change: (tx: Database, row: ReservationRow, now: Date) => Promise<Outcome>,
): Promise<void> {
  const { services, operator, id } = context;
  await services.database.db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row) throw reservationNotFound();
    const now = services.clock.now();
    const outcome = await change(tx, row, now);
    if (!outcome.changed) return;
    if (!outcome.eventRecorded) {
      await recordEvent(tx, {
        reservationId: row.id,
        fromStatus: row.status,
        toStatus: outcome.row.status,
        actor: 'admin',
        actorUserId: operator.id,
        note: outcome.note ?? action,
        at: now,
      });
    }
    const { before, after } = difference(row, outcome.row);
    await recordAudit(tx, {
      actor: operator,
      action,
      subjectType: 'reservation',
      subjectId: row.id,
      before,
      after: { ...after, ...outcome.extra },
      at: now,
    });
  });
}

async function update(tx: Database, row: ReservationRow, values: Partial<ReservationRow>, now: Date) {
  const [updated] = await tx
    .update(reservations)
    .set({ ...values, updatedAt: now })
    .where(eq(reservations.id, row.id))
    .returning();
  if (!updated) throw reservationNotFound();
  return updated;
}

/** Approve a pay-at-the-door booking: pending → confirmed, the guest told. Approving again changes nothing. */
export function approve(context: ActionContext): Promise<void> {
  return act(context, 'reservation.approve', async (tx, row, now) => {
    if (row.paymentMethod !== 'pay_at_door') throw backOfficeRuleBroken('approve_not_pay_at_door');
    if (row.status === 'confirmed' || row.status === 'completed') return { row, changed: false };
    if (row.status !== 'pending') throw invalidStatusChange(row.status, 'confirmed');
    const updated = await update(tx, row, { status: 'confirmed' }, now);
    await enqueueNotices(tx, row.id, 'confirmed', now);
    return { row: updated, changed: true, note: 'Pay at the door approved' };
  });
}

type Money = { amountCents: number; method: RecordedPaymentMethod; reference: string | null };

/**
 * The payment or refund already stored under this key: the same request again is answered as the first; the key
 * with another request is refused (422 idempotency_key_reused).
 */
async function earlierRecord(
  tx: Database,
  key: string,
  expected: Money & { reservationId: string; kind: 'payment' | 'refund' },
): Promise<boolean> {
  const [stored] = await tx
    .select()
    .from(reservationPayments)
    .where(eq(reservationPayments.idempotencyKey, key));
  if (!stored) return false;
  const same =
    stored.reservationId === expected.reservationId &&
    stored.kind === expected.kind &&
    stored.amountCents === expected.amountCents &&
    stored.method === expected.method &&
    (stored.reference ?? null) === expected.reference;
  if (!same) throw idempotencyKeyReused();
  return true;
}

async function storeMoney(
  tx: Database,
  row: ReservationRow,
  kind: 'payment' | 'refund',
  money: Money,
  { key, operator, now }: { key: string; operator: SessionUser; now: Date },
): Promise<void> {
  try {
    await tx.insert(reservationPayments).values({
      reservationId: row.id,
      kind,
      amountCents: money.amountCents,
      method: money.method,
      reference: money.reference,
      recordedBy: operator.id,
      recordedAt: now,
      idempotencyKey: key,
    });
  } catch (error) {
    // The key was taken meanwhile by a request on another reservation.
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'reservation_payments_idempotency_key_unique')
      throw idempotencyKeyReused();
    throw error;
  }
}

/** Money received: paid and remaining follow, a pending reservation is confirmed (and the guest told). */
async function receive(
  tx: Database,
  row: ReservationRow,
  money: Money,
  context: { key: string; operator: SessionUser; now: Date },
): Promise<ReservationRow> {
  if (!isLive(row.status) && row.status !== 'completed') throw backOfficeRuleBroken('reservation_not_live');
  if (money.amountCents > row.remainingCents) throw backOfficeRuleBroken('amount_above_remaining');
  await storeMoney(tx, row, 'payment', money, context);
  const paidCents = row.paidCents + money.amountCents;
  const confirming = row.status === 'pending';
  const updated = await update(
    tx,
    row,
    {
      paidCents,
      remainingCents: Math.max(0, row.totalCents - paidCents),
      paymentStatus: paymentStatusOf({ totalCents: row.totalCents, paidCents, refundCents: row.refundCents }),
      ...(confirming ? { status: 'confirmed' as const } : {}),
    },
    context.now,
  );
  if (confirming) await enqueueNotices(tx, row.id, 'confirmed', context.now);
  return updated;
}

/** A payment or refund as the operator enters it, under its Idempotency-Key. */
type MoneyInput = {
  key: string;
  amount: number;
  method: RecordedPaymentMethod;
  reference?: string | undefined;
};

/** In cents, with an empty reference stored as none. */
const moneyOf = ({ amount, method, reference }: MoneyInput): Money => ({
  amountCents: toCents(amount),
  method,
  reference: reference || null,
});

const moneyNote = (label: string, money: Money) =>
  `${label}: ${toEuros(money.amountCents).toFixed(2)} EUR, ${money.method}${money.reference ? `, ${money.reference}` : ''}`;

export function recordPayment(context: ActionContext, input: MoneyInput): Promise<void> {
  const { key, amount } = input;
  const money = moneyOf(input);
  return act(context, 'reservation.record_payment', async (tx, row, now) => {
    if (await earlierRecord(tx, key, { ...money, reservationId: row.id, kind: 'payment' }))
      return { row, changed: false };
    const updated = await receive(tx, row, money, { key, operator: context.operator, now });
    return {
      row: updated,
      changed: true,
      note: moneyNote('Payment recorded', money),
      extra: { payment: { ...money, amount } },
    };
  });
}

/**
 * The bank transfer arrived: the whole remaining amount is recorded and the reservation confirmed, so the 24-hour
 * job no longer cancels it. Once nothing remains, asking again changes nothing.
 */
export function transferReceived(
  context: ActionContext,
  { reference }: { reference?: string | undefined },
): Promise<void> {
  return act(context, 'reservation.transfer_received', async (tx, row, now) => {
    if (row.paymentMethod !== 'bank_transfer') throw backOfficeRuleBroken('not_bank_transfer');
    if (row.status === 'cancelled') throw invalidStatusChange(row.status, 'confirmed');
    if (row.remainingCents === 0 && row.status !== 'pending') return { row, changed: false };
    const money: Money = {
      amountCents: row.remainingCents,
      method: 'bank_transfer',
      reference: reference || null,
    };
    // Fixed per state, so the same receipt recorded twice over a race is one payment.
    const key = `transfer-received:${row.id}:${row.paidCents}`;
    let updated: ReservationRow;
    if (money.amountCents > 0) {
      updated = await receive(tx, row, money, { key, operator: context.operator, now });
    } else {
      updated = await update(tx, row, { status: 'confirmed' }, now);
      await enqueueNotices(tx, row.id, 'confirmed', now);
    }
    return {
      row: updated,
      changed: true,
      note: moneyNote('Bank transfer received', money),
      extra: { payment: { ...money, amount: toEuros(money.amountCents) } },
    };
  });
}

/** A refund paid out: never more than is still owed to the guest. */
export function recordRefund(context: ActionContext, input: MoneyInput): Promise<void> {
  const { key, amount } = input;
  const money = moneyOf(input);
  return act(context, 'reservation.record_refund', async (tx, row, now) => {
    if (await earlierRecord(tx, key, { ...money, reservationId: row.id, kind: 'refund' }))
      return { row, changed: false };
    if (money.amountCents > row.refundCents - row.refundedCents)
      throw backOfficeRuleBroken('refund_above_owed');
    await storeMoney(tx, row, 'refund', money, { key, operator: context.operator, now });
    const updated = await update(tx, row, { refundedCents: row.refundedCents + money.amountCents }, now);
    return {
      row: updated,
      changed: true,
      note: moneyNote('Refund paid out', money),
      extra: { refund: { ...money, amount } },
    };
  });
}

/** What a cancellation owes back: the company returns everything paid, the guest's own keeps the guarantee fee. */
export function refundOwed(row: ReservationRow, by: CancellationParty): number {
  if (by === 'company') return row.paidCents;
  return row.isRefundable ? refundAfterGuaranteeFee(row.paidCents, row.guaranteeFeeCents) : 0;
}

export function cancelPreview(row: ReservationRow, by: CancellationParty): CancelPreview {
  return {
    by,
    paidAmount: toEuros(row.paidCents),
    guaranteeFee: toEuros(row.guaranteeFeeCents),
    refundAmount: toEuros(refundOwed(row, by)),
  };
}

/** Cancel on behalf of the guest or the company: dates freed, refund owed recorded, the guest told. Again: nothing. */
export function cancelAsOperator(
  context: ActionContext,
  body: { by: CancellationParty; reason?: string | undefined; refundAmount?: number | undefined },
): Promise<void> {
  return act(context, 'reservation.cancel', async (tx, row, now) => {
    if (row.status === 'cancelled') return { row, changed: false };
    if (!isLive(row.status)) throw invalidStatusChange(row.status, 'cancelled');
    const refundCents =
      body.refundAmount !== undefined ? toCents(body.refundAmount) : refundOwed(row, body.by);
    if (refundCents > row.paidCents) throw amountRuleBroken('refund_above_paid');
    const reason =
      body.reason ??
      translate(
        row.language,
        body.by === 'guest' ? 'reservation.cancelled_for_guest_reason' : 'reservation.admin_withdrawn_reason',
      );
    const cancelled = await applyCancellation(tx, row, {
      actor: 'admin',
      actorUserId: context.operator.id,
      reason,
      refundCents,
      now,
      note: `Cancelled on behalf of the ${body.by}; refund owed ${toEuros(refundCents).toFixed(2)} EUR`,
    });
    if (!cancelled) throw invalidStatusChange(row.status, 'cancelled');
    return { row: cancelled, changed: true, eventRecorded: true, extra: { cancelledOnBehalfOf: body.by } };
  });
}

type PricedChange = {
  values: Partial<ReservationRow>;
  preview: ChangePreview;
};

/**
 * The reservation with the change applied, checked with the site's rules and priced with its calculation
 * (decision 069: the refundable window only concerns choosing refundable at booking; a change keeps the choice and
 * its fee share). Inside the caller's transaction; a tour's departure is locked and its places counted without
 * this booking.
 */
async function priceChange(
  tx: Database,
  row: ReservationRow,
  change: ChangeReservationInput,
  { language, now }: { language: Language; now: Date },
): Promise<PricedChange> {
  if (!isLive(row.status)) throw backOfficeRuleBroken('reservation_not_live');
  if (row.type === 'tour' && change.apartmentId) throw backOfficeRuleBroken('change_listing_type');
  const children = change.children ?? row.children;
  const sameChildren = children === row.children;
  const groups = change.childrenAgeGroups ?? (sameChildren ? row.childrenAgeGroups : undefined);
  const checkIn = change.checkIn ?? row.checkIn;
  const input: CreateReservationInput = {
    type: row.type,
    apartmentId: row.type === 'apartment' ? (change.apartmentId ?? row.apartmentId ?? undefined) : undefined,
    tourId: row.tourId ?? undefined,
    name: row.guestName,
    email: row.guestEmail,
    phone: row.guestPhone,
    country: row.guestCountry,
    checkIn,
    checkOut: row.type === 'apartment' ? (change.checkOut ?? row.checkOut) : undefined,
    startTime: row.type === 'tour' ? (change.startTime ?? row.startTime ?? undefined) : undefined,
    adults: change.adults ?? row.adults,
    children,
    ...(groups ? { childrenAgeGroups: groups } : {}),
    ...(sameChildren && row.childrenAges.length ? { childrenAges: row.childrenAges } : {}),
    message: undefined,
    isRefundable: false,
    paymentMethod: row.paymentMethod,
    acceptTerms: true,
  };
  const draft = await draftBooking(tx, { input, language }, now, { changing: { reservationId: row.id } });
  if (draft.tourId && draft.startTime) {
    const places = await lockTourDeparture(tx, draft.tourId, draft.checkIn, draft.startTime);
    if (places) {
      // A closed day takes no one new (decision 078); a booking already on it may still change its party or time.
      if (places.closed && !(row.tourId === draft.tourId && row.checkIn === draft.checkIn)) {
        throw tourDateClosed();
      }
      const sameDeparture =
        row.tourId === draft.tourId && row.checkIn === draft.checkIn && row.startTime === draft.startTime;
      const others = places.bookedPeople - (sameDeparture ? tourPeople(row) : 0);
      if (others + tourPeople(input) > places.maxPeople)
        throw tourFull(tourPlacesLeft(places.maxPeople, others));
    }
  }
  const feePercent = draft.apartmentId
    ? (await findBookableApartment(tx, draft.apartmentId))?.guaranteeFeePercent
    : undefined;
  const price = bookingPrice(
    { totalCents: draft.price.stayCents, totalOriginalCents: draft.price.originalTotalCents },
    row.isRefundable,
    feePercent,
  );
  return {
    values: {
      apartmentId: draft.apartmentId,
      tourId: draft.tourId,
      checkIn: draft.checkIn,
      checkOut: draft.checkOut,
      startTime: draft.startTime,
      adults: input.adults,
      children,
      childrenAgeGroups: draft.groups,
      childrenAges: sameChildren ? row.childrenAges : [],
      totalCents: price.totalCents,
      originalTotalCents: price.originalTotalCents,
      guaranteeFeeCents: price.guaranteeFeeCents,
      remainingCents: Math.max(0, price.totalCents - row.paidCents),
      paymentStatus: paymentStatusOf({
        totalCents: price.totalCents,
        paidCents: row.paidCents,
        refundCents: 0,
      }),
    },
    preview: {
      checkIn: draft.checkIn,
      checkOut: draft.checkOut,
      startTime: draft.startTime,
      listingId: draft.apartmentId ?? draft.tourId ?? row.id,
      adults: input.adults,
      children,
      currentTotal: toEuros(row.totalCents),
      newTotal: toEuros(price.totalCents),
      difference: toEuros(price.totalCents - row.totalCents),
      guaranteeFee: toEuros(price.guaranteeFeeCents),
    },
  };
}

/** The new price and the difference, nothing saved. */
export async function changePreview(
  context: ActionContext,
  change: ChangeReservationInput,
): Promise<ChangePreview> {
  const { services } = context;
  return services.database.db.transaction(async (tx) => {
    const row = await lockReservation(tx, context.id);
    if (!row) throw reservationNotFound();
    const { preview } = await priceChange(tx, row, change, {
      language: context.language,
      now: services.clock.now(),
    });
    return preview;
  });
}

/**
 * New dates, apartment or party, saved at the new price. The exclusion constraint has the last word: a stay taken
 * meanwhile is 409. The same change again changes nothing.
 */
export async function changeReservation(
  context: ActionContext,
  change: ChangeReservationInput,
): Promise<void> {
  try {
    await act(context, 'reservation.change', async (tx, row, now) => {
      const { values, preview } = await priceChange(tx, row, change, { language: context.language, now });
      if (toCents(preview.newTotal) < row.paidCents) throw backOfficeRuleBroken('change_below_paid');
      const updated = await update(tx, row, values, now);
      const { after } = difference(row, updated);
      if (Object.keys(after).length === 0) return { row, changed: false };
      return {
        row: updated,
        changed: true,
        note: `Changed by the back office: ${Object.entries(after)
          .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
          .join(', ')}`,
      };
    });
  } catch (error) {
    if (sqlState(error) === '23P01') throw datesTaken(error);
    throw error;
  }
}

/** Check-in from the day of arrival on; again: nothing. */
export function checkIn(context: ActionContext): Promise<void> {
  return act(context, 'reservation.check_in', async (tx, row, now) => {
    if (row.checkedInAt) return { row, changed: false };
    if (row.status !== 'confirmed') throw invalidStatusChange(row.status, 'checked_in');
    if (istanbulDate(now) < row.checkIn) throw backOfficeRuleBroken('check_in_too_early');
    const updated = await update(tx, row, { checkedInAt: now }, now);
    return { row: updated, changed: true, note: 'Checked in' };
  });
}

/** Check-out after check-in; again: nothing. Completion stays the job's (brief §5). */
export function checkOut(context: ActionContext): Promise<void> {
  return act(context, 'reservation.check_out', async (tx, row, now) => {
    if (row.checkedOutAt) return { row, changed: false };
    if (!row.checkedInAt) throw backOfficeRuleBroken('check_out_before_check_in');
    const updated = await update(tx, row, { checkedOutAt: now }, now);
    return { row: updated, changed: true, note: 'Checked out' };
  });
}

/** An internal note; the same key again adds nothing. */
export function addNote(context: ActionContext, { key, text }: { key: string; text: string }): Promise<void> {
  return act(context, 'reservation.note', async (tx, row, now) => {
    const [stored] = await tx.select().from(reservationNotes).where(eq(reservationNotes.idempotencyKey, key));
    if (stored) {
      if (stored.reservationId !== row.id || stored.text !== text) throw idempotencyKeyReused();
      return { row, changed: false };
    }
    await tx.insert(reservationNotes).values({
      reservationId: row.id,
      text,
      authorId: context.operator.id,
      createdAt: now,
      idempotencyKey: key,
    });
    return { row, changed: true, note: 'Internal note added', extra: { note: text } };
  });
}

/** Sends the confirmation mail and SMS again (a confirmed reservation only); the same key again sends nothing more. */
export function resendConfirmation(context: ActionContext, { key }: { key: string }): Promise<void> {
  return act(context, 'reservation.resend_confirmation', async (tx, row, now) => {
    if (row.status !== 'confirmed') throw invalidStatusChange(row.status, 'confirmed');
    const payload: NoticePayload = { reservationId: row.id, notice: 'confirmed' };
    let queued = false;
    for (const kind of [JOB_KINDS.mailNotice, JOB_KINDS.smsNotice]) {
      queued =
        (await enqueueJob(tx, { kind, payload, runAt: now, dedupeKey: `${kind}:resend:${row.id}:${key}` })) ||
        queued;
    }
    if (!queued) return { row, changed: false };
    return { row, changed: true, note: 'Confirmation sent again', extra: { resent: 'confirmation' } };
  });
}
