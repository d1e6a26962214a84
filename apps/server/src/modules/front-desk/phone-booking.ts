import type { PhoneReservationInput, PhoneReservationQuote } from '@konak/domain/api/admin/phone-reservation';
import type { CreateReservationInput } from '@konak/domain/api/reservations/create-reservation';
import type { Language } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../../http/session-tokens.ts';
import type { AppServices } from '../../services.ts';
import { recordAudit } from '../audit/surface.ts';
import {
  findOrCreateGuestAccount,
  findUserByEmail,
  sendSetPasswordLink,
  type UserRow,
} from '../auth/surface.ts';
import { createReservation, quoteReservation } from '../reservations/surface.ts';

/** The site's booking input for the guest: the terms were read out and accepted on the phone (decision 071). */
function bookingInput(input: PhoneReservationInput): CreateReservationInput {
  const { language: _language, ...booking } = input;
  return { ...booking, acceptTerms: true };
}

/** A stand-in session for an account that is not signed in: whose booking it is. */
function guestSession(user: {
  id: string;
  email: string;
  name: string;
  role: SessionUser['role'];
  preferredLanguage: SessionUser['preferredLanguage'];
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    preferredLanguage: user.preferredLanguage,
  };
}

/** POST /api/admin/reservations/quote: what the site would charge, with the same rules; nothing stored. */
export async function quotePhoneBooking(
  services: AppServices,
  operator: SessionUser,
  input: PhoneReservationInput,
  answerLanguage: Language,
): Promise<PhoneReservationQuote> {
  const price = await quoteReservation(services, {
    user: operator,
    input: bookingInput(input),
    language: input.language,
    answerLanguage,
  });
  return {
    totalAmount: toEuros(price.totalCents),
    originalTotalAmount: toEuros(price.originalTotalCents),
    stayAmount: toEuros(price.stayCents),
    guaranteeFeeAmount: toEuros(price.guaranteeFeeCents),
  };
}

export type PhoneBookingOutcome = Awaited<ReturnType<typeof createReservation>> & {
  accountAwaitsPassword: boolean;
};

/**
 * POST /api/admin/reservations (decision 071): the site's own booking service with its rules, prices, notices and
 * Idempotency-Key, for the guest's account — found or made in the booking's transaction, so a refused booking
 * leaves none behind — with the first event naming the operator and an audit entry in the same transaction; last,
 * a set-password link for an account nobody can sign in to yet.
 */
export async function takePhoneBooking(
  services: AppServices,
  request: {
    operator: SessionUser;
    input: PhoneReservationInput;
    idempotencyKey: string | undefined;
    /** The operator's language, for refusals; the guest's notices are in `input.language`. */
    answerLanguage: Language;
    log: FastifyBaseLogger;
  },
): Promise<PhoneBookingOutcome> {
  const { operator, input, idempotencyKey, answerLanguage, log } = request;
  const { db } = services.database;
  const now = services.clock.now();
  let account: { user: UserRow; created: boolean } | undefined;
  const outcome = await createReservation(services, {
    user: async (tx) => {
      account = await findOrCreateGuestAccount(
        tx,
        { email: input.email, name: input.name, phone: input.phone, language: input.language },
        now,
      );
      return guestSession(account.user);
    },
    input: bookingInput(input),
    idempotencyKey,
    language: input.language,
    answerLanguage,
    log,
    bookedBy: operator,
    alsoInTransaction: (tx, row) =>
      recordAudit(tx, {
        actor: operator,
        action: 'reservation.create_by_phone',
        subjectType: 'reservation',
        subjectId: row.id,
        before: null,
        after: {
          reservationNumber: row.reservationNumber,
          type: row.type,
          apartmentId: row.apartmentId,
          tourId: row.tourId,
          checkIn: row.checkIn,
          checkOut: row.checkOut,
          startTime: row.startTime,
          adults: row.adults,
          children: row.children,
          guestUserId: row.userId,
          guestEmail: row.guestEmail,
          guestAccountCreated: account?.created ?? false,
          paymentMethod: row.paymentMethod,
          totalCents: row.totalCents,
          status: row.status,
        },
        at: row.createdAt,
      }),
  });
  const guest = account?.user ?? (await findUserByEmail(db, input.email));
  const awaitsPassword = guest !== undefined && guest.passwordHash === null && guest.googleSubject === null;
  if (guest && awaitsPassword && !outcome.replayed) {
    // The booking stands whatever the mail server says; the operator can have the guest use "forgot password".
    await sendSetPasswordLink(services, guest, now).catch((error: unknown) =>
      log.error({ err: error }, 'set-password mail of a booking taken by phone failed'),
    );
  }
  return { ...outcome, accountAwaitsPassword: awaitsPassword };
}

/** GET /api/admin/reservations/guest: the account using an e-mail, for the form to show or ask for details. */
export async function findPhoneGuest(services: AppServices, email: string) {
  const user = await findUserByEmail(services.database.db, email);
  return {
    member: user
      ? {
          id: user.id,
          name: user.name,
          email: user.email,
          phone: user.phone,
          preferredLanguage: user.preferredLanguage,
        }
      : null,
  };
}
