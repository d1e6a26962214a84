import { randomUUID } from 'node:crypto';
import type { CreateReservationInput } from '@konak/domain/api/reservations/create-reservation';
import { ageGroupsFromAges, type ChildrenAgeGroups, NO_CHILDREN } from '@konak/domain/guests';
import type { Language } from '@konak/domain/languages';
import { calculateStayPrice } from '@konak/domain/pricing';
import { type BookingPrice, bookingPrice, tourItemPrice } from '@konak/domain/reservations/booking-price';
import {
  type BookingParty,
  type BookingViolation,
  checkApartmentBooking,
  checkTourBooking,
  tourPeople,
} from '@konak/domain/reservations/booking-rules';
import { newReservationNumber } from '@konak/domain/reservations/reservation-number';
import { ACCEPTED_PAYMENT_METHODS, type PaymentMethod } from '@konak/domain/reservations/reservation-states';
import { addDays, daysBetween, istanbulDate, MAX_STAY_NIGHTS } from '@konak/domain/stay-dates';
import { tourPlacesLeft } from '@konak/domain/tours/tour-departures';
import { getTableColumns, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, isDeadlock, sqlConstraint, sqlState } from '../../db/client.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import { jobsInsert } from '../../jobs/job-queue.ts';
import { bookingAttempts, bookingConflicts, bookingsAccepted } from '../../metrics/metrics.ts';
import type { AppServices } from '../../services.ts';
import { feedsStaleBefore, refreshFeedsBeforeBooking } from '../channel-sync/surface.ts';
import { acceptedVersionsInsert, BOOKING_DOCUMENTS } from '../legal/surface.ts';
import {
  blocksGuard,
  bookingCalendar,
  guestRuleError,
  isBlockedByImport,
} from '../pricing-calendar/surface.ts';
import { findBookableTour, isTourDateClosed, lockTourDeparture } from './booking-target.ts';
import { idempotentAnswer, requestFingerprint } from './idempotency.ts';
import { findBookingMember, recipientsOf } from './notice-booker.ts';
import { bookedForJobs, eventInsert, noticeJobs } from './reservation-changes.ts';
import {
  bookingRulesBroken,
  datesTaken,
  idempotencyKeyReused,
  listingNotFound,
  paymentMethodUnavailable,
  tourDateClosed,
  tourFull,
} from './reservation-errors.ts';
import { findByIdempotencyKey } from './reservation-repository.ts';
import type { ReservationRow } from './reservation-view.ts';
import { tourRulesBroken } from './tour-rule-errors.ts';

export type CreateReservationRequest = {
  /**
   * Whose booking it is: an account, or one made inside the booking's own transaction (a new guest booked by
   * phone), so a refused booking leaves no account behind and nothing needs undoing while others race for it.
   */
  user: SessionUser | ((tx: Database) => Promise<SessionUser>);
  input: CreateReservationInput;
  idempotencyKey: string | undefined;
  /** The page language: the guest's notices and the WhatsApp text use it. */
  language: Language;
  /** The language refusals are written in when it is not `language`: an operator booking in the guest's language. */
  answerLanguage?: Language;
  /**
   * An operator taking the booking by phone for `user` (the guest's account; decision 071): the first event
   * names the operator instead of the guest.
   */
  bookedBy?: SessionUser;
  /** Where a failed refresh of the apartment's import feeds before booking is logged. */
  log?: FastifyBaseLogger;
  /** Runs in the transaction that stores the reservation (the back office's audit entry). */
  alsoInTransaction?: (tx: Database, row: ReservationRow) => Promise<void>;
};

export type CreateReservationOutcome = { row: ReservationRow; replayed: boolean };

/** What was priced and checked, ready to be stored. */
export type Draft = {
  type: 'apartment' | 'tour';
  apartmentId: string | null;
  tourId: string | null;
  checkIn: string;
  checkOut: string;
  startTime: string | null;
  groups: ChildrenAgeGroups;
  price: BookingPrice;
};

/**
 * How often a booking is stored again after a failure that another try settles: a clash of random reservation
 * numbers (rare: 810,000 a month; drawing again settles it), or PostgreSQL cancelling it to end a deadlock with a
 * concurrent overlapping booking (each waiting for the other's uncommitted row under the exclusion constraint;
 * tried again, it waits for the survivor and learns whether the nights went).
 */
const STORE_ATTEMPTS = 5;

/**
 * POST /reservations/create: re-checks every rule of spec §5 on the server, prices the booking itself and stores
 * it with its first event and notices in one transaction. The database has the last word on availability (the
 * exclusion constraint for apartments, a row lock for a tour's places); an Idempotency-Key makes retries safe.
 */
export async function createReservation(
  services: AppServices,
  request: CreateReservationRequest,
): Promise<CreateReservationOutcome> {
  const { db } = services.database;
  const { input, user, idempotencyKey } = request;
  if (!paymentMethodAccepted(services, input.paymentMethod)) throw paymentMethodUnavailable();

  bookingAttempts.inc();
  const fingerprint = requestFingerprint(input);
  const replay = async (): Promise<CreateReservationOutcome | null> => {
    if (!idempotencyKey) return null;
    const stored = await findByIdempotencyKey(db, idempotencyKey);
    if (!stored) return null;
    // An operator's booking for a guest is the same request when it asks the same, e-mail included.
    const owner = typeof user === 'function' ? stored.userId : user.id;
    if (idempotentAnswer(stored, owner, fingerprint) === 'reused') throw idempotencyKeyReused();
    return { row: stored, replayed: true };
  };
  // An apartment's calendar read also answers whether the key is taken (decision 112); a tour asks first.
  const keyCheckedByDraft = input.type === 'apartment' && idempotencyKey !== undefined;
  if (!keyCheckedByDraft) {
    const earlier = await replay();
    if (earlier) return earlier;
  }

  const now = services.clock.now();
  // Issue 18 §3: a night sold on another channel in the last minutes is closed before this booking is judged.
  const feeds: StaleFeeds = {
    staleBefore: feedsStaleBefore(now),
    refresh: (feedIds) => refreshFeedsBeforeBooking(services, feedIds, { now, log: request.log }),
  };
  const book = async (checkKey: boolean): Promise<CreateReservationOutcome> => {
    const draft = await draftBooking(db, request, now, { feeds, ...(checkKey ? { idempotencyKey } : {}) });
    const row = await storeReservation(db, draft, { ...request, fingerprint, now });
    bookingsAccepted.inc();
    return { row, replayed: false };
  };
  try {
    try {
      return await book(keyCheckedByDraft);
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      // The key's reservation is the answer; were it deleted since the read, the key is free again.
      return (await replay()) ?? (await book(false));
    }
  } catch (error) {
    // A copy of this very request (a double click, a retry) may have won the race: answer with its reservation
    // rather than with the conflict it caused.
    if (isConflict(error) && !refusedForOthers.has(error as object)) {
      const winner = await replay();
      if (winner) return winner;
    }
    if (sqlState(error) === '23P01' || isBlockedByImport(error)) {
      bookingConflicts.inc({ code: 'dates_taken' });
      throw datesTaken(error);
    }
    if (error instanceof AppError && error.statusCode === 409)
      bookingConflicts.inc({ code: error.code ?? 'conflict' });
    throw error;
  }
}

/**
 * The price the site would charge for this booking, after every rule of createReservation but the final
 * availability race; nothing is stored (the back office shows it before saving a booking taken by phone).
 */
export async function quoteReservation(
  services: AppServices,
  request: Omit<CreateReservationRequest, 'idempotencyKey'>,
): Promise<BookingPrice> {
  if (!paymentMethodAccepted(services, request.input.paymentMethod)) throw paymentMethodUnavailable();
  const draft = await draftBooking(services.database.db, request, services.clock.now());
  return draft.price;
}

/** Card payment joins the always-accepted methods when the site offers it (CARD_PAYMENTS, decision 086). */
function paymentMethodAccepted(services: AppServices, method: PaymentMethod): boolean {
  return ACCEPTED_PAYMENT_METHODS.includes(method) || (method === 'card' && services.config.CARD_PAYMENTS);
}

/** The ways a concurrent copy of the request shows: its stay, its tour places or its key already taken. */
function isConflict(error: unknown): boolean {
  if (error instanceof AppError) return error.statusCode === 409;
  const state = sqlState(error);
  return (
    state === '23P01' || (state === '23505' && sqlConstraint(error) === 'reservations_idempotency_key_unique')
  );
}

/** The age groups of the party: as given, or from exact ages; both given must agree. */
function partyOf(input: CreateReservationInput): BookingParty {
  const fromAges = input.childrenAges ? (ageGroupsFromAges(input.childrenAges) ?? undefined) : undefined;
  if (input.childrenAgeGroups && fromAges) {
    const same = (Object.keys(NO_CHILDREN) as (keyof ChildrenAgeGroups)[]).every(
      (group) => input.childrenAgeGroups?.[group] === fromAges[group],
    );
    if (!same) {
      throw guestRuleError({
        code: 'age_groups_mismatch',
        children: input.children,
        inGroups: input.children,
      });
    }
  }
  const groups = input.childrenAgeGroups ?? fromAges ?? (input.children === 0 ? NO_CHILDREN : undefined);
  return { adults: input.adults, children: input.children, childrenAgeGroups: groups };
}

type DraftRequest = Pick<CreateReservationRequest, 'input' | 'language' | 'answerLanguage'>;

/** The calendar read found the request's idempotency key taken: the booking is answered as a replay. */
class IdempotencyKeyTaken extends Error {}

/**
 * Friendly 409s from a calendar read that found the request's idempotency key free: a copy of the request is not
 * among the stays it found, and none can win later, as it would share a night with them too, so there is nothing
 * to replay and no need to read the key again (decision 112).
 */
const refusedForOthers = new WeakSet<object>();

/** Import feeds fetched before `staleBefore` are refreshed before the booking is judged (decision 108). */
type StaleFeeds = { staleBefore: Date; refresh: (feedIds: string[]) => Promise<void> };

function refuse(violations: BookingViolation[], request: DraftRequest): void {
  const [first, ...more] = violations;
  if (first) {
    throw bookingRulesBroken(
      [first, ...more],
      request.answerLanguage ?? request.language,
      request.input.checkIn,
    );
  }
}

/**
 * Checks a booking against every rule of spec §5 and prices it. `changing` names a reservation being changed by the
 * back office: its own stay is not a clash with itself. Given `feeds`, the apartment's import feeds too old to trust
 * are fetched again first. Given `idempotencyKey`, an apartment's calendar read also looks it up and throws
 * IdempotencyKeyTaken, before any rule, when a reservation carries it.
 */
export async function draftBooking(
  db: Database,
  request: DraftRequest,
  now: Date,
  {
    changing,
    feeds,
    idempotencyKey,
  }: { changing?: { reservationId: string }; feeds?: StaleFeeds; idempotencyKey?: string | undefined } = {},
): Promise<Draft> {
  const { input } = request;
  const party = partyOf(input);

  if (input.type === 'tour') {
    const tour = input.tourId ? await findBookableTour(db, input.tourId) : null;
    if (!tour) throw listingNotFound();
    // The schema requires a start time for tours.
    const startTime = input.startTime ?? '';
    const violations = checkTourBooking({
      date: input.checkIn,
      startTime,
      schedule: tour,
      isRefundable: input.isRefundable,
      party,
      now,
    });
    const [first, ...more] = violations;
    if (first)
      throw tourRulesBroken([first, ...more], request.answerLanguage ?? request.language, input.checkIn);
    // An early, friendly answer; the check under the tour's lock when storing decides races. A change of a
    // booking is checked there, as a booking already on the closed day may still be changed.
    if (!changing && (await isTourDateClosed(db, tour.id, input.checkIn))) throw tourDateClosed();
    return {
      type: 'tour',
      apartmentId: null,
      tourId: tour.id,
      checkIn: input.checkIn,
      checkOut: addDays(input.checkIn, 1),
      startTime,
      groups: party.childrenAgeGroups ?? NO_CHILDREN,
      price: bookingPrice(tourItemPrice(party, tour.basePriceCents), input.isRefundable),
    };
  }

  const checkIn = input.checkIn;
  // The schema requires a check-out for apartments.
  const checkOut = input.checkOut ?? checkIn;
  const nights = daysBetween(checkIn, checkOut);
  // At most one night past the limit is read: enough to report "too long" without loading a hostile range. A stay
  // that long, or without a night, is refused by the rules before its clashes matter.
  const lastNight = addDays(checkIn, Math.min(Math.max(nights, 1), MAX_STAY_NIGHTS + 1) - 1);
  // The apartment, its nights, the stays holding them and its stale import feeds in one round trip (decisions 097
  // and 108); when a feed was stale, it is fetched and the nights read again.
  const read = (feedsStaleBefore?: Date) =>
    input.apartmentId
      ? bookingCalendar(db, input.apartmentId, checkIn, lastNight, {
          ...(feedsStaleBefore ? { feedsStaleBefore } : {}),
          ...(idempotencyKey ? { idempotencyKey } : {}),
        })
      : null;
  const first = await read(feeds?.staleBefore);
  if (first?.keyTaken) throw new IdempotencyKeyTaken();
  let booking = first?.calendar;
  if (booking && feeds && booking.staleFeeds.length > 0) {
    await feeds.refresh(booking.staleFeeds);
    booking = (await read())?.calendar;
  }
  if (!booking) throw listingNotFound();
  const { apartment } = booking;
  const calendar = nights >= 1 ? booking.nights : [];
  refuse(
    checkApartmentBooking({
      checkIn,
      checkOut,
      isRefundable: input.isRefundable,
      party,
      occupancy: {
        maxCapacity: apartment.maxCapacity,
        ...(apartment.maxAdults !== null ? { maxAdults: apartment.maxAdults } : {}),
        ...(apartment.maxChildren !== null ? { maxChildren: apartment.maxChildren } : {}),
      },
      calendar,
      now,
    }),
    request,
  );
  // A friendly early answer; the exclusion constraint still decides when two bookings race.
  if (booking.stays.some((stay) => stay.id !== changing?.reservationId)) {
    const refusal = datesTaken();
    if (idempotencyKey) refusedForOthers.add(refusal);
    throw refusal;
  }
  const stay = calculateStayPrice({ checkIn, checkOut, calendar, basePriceCents: apartment.basePriceCents });
  return {
    type: 'apartment',
    apartmentId: apartment.id,
    tourId: null,
    checkIn,
    checkOut,
    startTime: null,
    groups: party.childrenAgeGroups ?? NO_CHILDREN,
    price: bookingPrice(
      { totalCents: stay.totalCents, totalOriginalCents: stay.totalOriginalCents },
      input.isRefundable,
      apartment.guaranteeFeePercent,
    ),
  };
}

async function storeReservation(
  db: Database,
  draft: Draft,
  context: CreateReservationRequest & { fingerprint: string; now: Date },
): Promise<ReservationRow> {
  const { input, user, now } = context;
  for (let attempt = 1; ; attempt++) {
    try {
      const store = async (tx: Database): Promise<ReservationRow> => {
        const owner = typeof user === 'function' ? await user(tx) : user;
        if (draft.tourId && draft.startTime) {
          const places = await lockTourDeparture(tx, draft.tourId, draft.checkIn, draft.startTime);
          if (!places) throw listingNotFound();
          if (places.closed) throw tourDateClosed();
          const people = tourPeople(input);
          if (places.bookedPeople + people > places.maxPeople) {
            throw tourFull(tourPlacesLeft(places.maxPeople, places.bookedPeople));
          }
        }
        const { bookedBy } = context;
        // The booker as the session read it (decision 108); an account made or named by the back office is read.
        const booker =
          owner.phone !== undefined
            ? { name: owner.name, email: owner.email, phone: owner.phone, role: owner.role }
            : await findBookingMember(tx, owner.id);
        // The reservation, its first event, the versions of the terms the guest (or the operator reading them out)
        // accepted in the booking's language, and the notices (for a form e-mail or phone not the member's, the
        // short ones too) are one statement, as each round trip costs a booking more than the work it carries
        // (decisions 097 and 108). The server makes the reservation's id so that the others can name it; their
        // foreign keys are checked at the end of the statement, when the reservation is there.
        const id = randomUUID();
        const values = {
          id,
          reservationNumber: newReservationNumber(istanbulDate(now)),
          type: draft.type,
          apartmentId: draft.apartmentId,
          tourId: draft.tourId,
          userId: owner.id,
          checkIn: draft.checkIn,
          checkOut: draft.checkOut,
          startTime: draft.startTime,
          adults: input.adults,
          children: input.children,
          childrenAges: input.childrenAges ?? [],
          childrenAgeGroups: draft.groups,
          guestName: input.name,
          guestEmail: input.email,
          guestPhone: input.phone,
          guestCountry: input.country,
          message: input.message ?? null,
          language: context.language,
          isRefundable: input.isRefundable,
          paymentMethod: input.paymentMethod,
          totalCents: draft.price.totalCents,
          originalTotalCents: draft.price.originalTotalCents,
          remainingCents: draft.price.totalCents,
          guaranteeFeeCents: draft.price.guaranteeFeeCents,
          idempotencyKey: context.idempotencyKey ?? null,
          idempotencyFingerprint: context.idempotencyKey ? context.fingerprint : null,
          createdAt: now,
          updatedAt: now,
        } satisfies typeof reservations.$inferInsert;
        const firstEvent = tx.$with('first_event', {}).as(
          eventInsert(tx, {
            reservationId: id,
            fromStatus: null,
            toStatus: 'pending',
            actor: bookedBy ? 'admin' : 'user',
            actorUserId: bookedBy ? bookedBy.id : owner.id,
            note: bookedBy
              ? 'Booked by phone by an operator for the guest; terms accepted by the guest on the phone'
              : 'Booked by the guest; terms and preliminary information accepted',
            at: now,
          }).getSQL(),
        );
        const notices = tx
          .$with('notice_jobs', {})
          .as(
            jobsInsert(tx, [
              ...noticeJobs(id, 'created', now),
              ...bookedForJobs(
                id,
                recipientsOf({ guestEmail: input.email, guestPhone: input.phone }, booker),
                now,
              ),
            ]).getSQL(),
          );
        const acceptances = tx.$with('legal_acceptances', {}).as(
          acceptedVersionsInsert({
            documents: BOOKING_DOCUMENTS,
            language: context.language,
            reservationId: id,
            userId: owner.id,
            at: now,
          }),
        );
        // Nights an import closed since the draft was checked refuse the booking in this statement, where it is
        // decided (decisions 094 and 112): the guard takes the shared lock that orders it with any import of this
        // apartment, then sees every block such an import committed, and raises to roll the statement back.
        const blocked = draft.apartmentId
          ? blocksGuard(draft.apartmentId, draft.checkIn, draft.checkOut)
          : sql<boolean>`false`;
        const [stored] = await tx
          .with(firstEvent, notices, acceptances)
          .insert(reservations)
          .values(values)
          .returning({ ...getTableColumns(reservations), blocked });
        if (!stored) throw new Error('the reservation insert returned no row');
        const { blocked: _blocked, ...row } = stored;
        await context.alsoInTransaction?.(tx, row);
        return row;
      };
      // A member's apartment booking is that one statement, its own transaction (decision 112): one round trip
      // instead of begin, lock, statement, commit. A tour's places lock, an account made with the booking, the
      // booker read from the database or the back office's audit entry need a transaction around it.
      const alone =
        !draft.tourId && typeof user !== 'function' && user.phone !== undefined && !context.alsoInTransaction;
      return alone ? await store(db) : await db.transaction(store);
    } catch (error) {
      const numberClash =
        sqlState(error) === '23505' && sqlConstraint(error) === 'reservations_reservation_number_unique';
      if (!(numberClash || isDeadlock(error)) || attempt >= STORE_ATTEMPTS) throw error;
    }
  }
}
