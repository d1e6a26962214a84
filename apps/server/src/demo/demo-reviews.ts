import {
  RESERVATION_NUMBER_ALPHABET,
  RESERVATION_NUMBER_PREFIX,
} from '@konak/domain/reservations/reservation-number';
import { REVIEW_TEXT_MAX } from '@konak/domain/reviews';
import { addDays } from '@konak/domain/stay-dates';
import type { Database } from '../db/client.ts';
import { reservations } from '../db/schema/reservations.ts';
import { reviews } from '../db/schema/reviews.ts';
import { users } from '../db/schema/users.ts';
import type { DemoApartment } from './content/demo-content-types.ts';
import { demoReviewers, demoReviewTexts } from './content/reviews.ts';

/** Every fifth apartment has no reviews yet, as a new listing would; the others have two to five. */
const UNREVIEWED_EVERY = 5;
const DAY_MS = 86_400_000;

/** A reservation number of the demo's own: `KNK-YYMM-` and the stay's index in base 30, unique within the seed. */
function demoReservationNumber(bookedOn: string, index: number): string {
  let code = '';
  let rest = index;
  for (let position = 0; position < 4; position++) {
    code = RESERVATION_NUMBER_ALPHABET[rest % RESERVATION_NUMBER_ALPHABET.length] + code;
    rest = Math.floor(rest / RESERVATION_NUMBER_ALPHABET.length);
  }
  return `${RESERVATION_NUMBER_PREFIX}-${bookedOn.slice(2, 4)}${bookedOn.slice(5, 7)}-${code}`;
}

/** Noon in Istanbul (09:00 UTC) on a date, moved by whole days and some hours so reviews do not share a time. */
function instant(date: string, days: number, hours: number): Date {
  return new Date(Date.parse(`${date}T09:00:00Z`) + days * DAY_MS + hours * 3_600_000);
}

/**
 * Demo guests (no password: they cannot sign in) with completed stays in the past and a review of each, in the
 * guest's language (decision 043). Stays of one apartment are 25 days apart and at most 5 nights long, so they never
 * overlap each other; the demo catalogue has no other reservations. Runs inside the demo catalogue's transaction.
 */
export async function seedDemoReviews(
  tx: Database,
  apartments: readonly { demo: DemoApartment; id: string }[],
  today: string,
): Promise<number> {
  const reviewerRows = await tx
    .insert(users)
    .values(
      demoReviewers.map((reviewer) => ({
        name: reviewer.name,
        email: reviewer.email,
        preferredLanguage: reviewer.language,
        emailVerifiedAt: new Date(`${addDays(today, -400)}T09:00:00Z`),
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  const reviewerIds = new Map(reviewerRows.map((row) => [row.email, row.id]));

  const stays: (typeof reservations.$inferInsert)[] = [];
  const written: {
    stay: number;
    rating: number;
    text: string;
    language: (typeof demoReviewers)[number]['language'];
    at: Date;
  }[] = [];
  apartments.forEach(({ demo, id }, apartmentIndex) => {
    if (apartmentIndex % UNREVIEWED_EVERY === UNREVIEWED_EVERY - 1) return;
    const count = 2 + (apartmentIndex % 4);
    for (let index = 0; index < count; index++) {
      const reviewer = demoReviewers[(apartmentIndex * 5 + index * 7) % demoReviewers.length];
      const userId = reviewer && reviewerIds.get(reviewer.email);
      if (!reviewer || !userId) continue;
      const texts = demoReviewTexts[reviewer.language];
      const pick = texts[(apartmentIndex * 3 + index) % texts.length];
      if (!pick) continue;
      const nights = 2 + ((apartmentIndex + index) % 4);
      const checkOut = addDays(today, -(12 + index * 25 + (apartmentIndex % 7)));
      const checkIn = addDays(checkOut, -nights);
      const bookedOn = addDays(checkIn, -30);
      const totalCents = demo.basePriceCents * nights;
      stays.push({
        reservationNumber: demoReservationNumber(bookedOn, stays.length),
        type: 'apartment',
        apartmentId: id,
        userId,
        checkIn,
        checkOut,
        adults: Math.min(2, demo.maxCapacity),
        guestName: reviewer.name,
        guestEmail: reviewer.email,
        guestPhone: '+90 5320000000',
        language: reviewer.language,
        status: 'completed',
        paymentStatus: 'paid',
        paymentMethod: 'bank_transfer',
        totalCents,
        originalTotalCents: totalCents,
        paidCents: totalCents,
        remainingCents: 0,
        createdAt: instant(bookedOn, 0, 0),
        updatedAt: instant(checkOut, 0, 2),
      });
      written.push({
        stay: stays.length - 1,
        rating: pick.rating,
        text: pick.text.replaceAll('{place}', demo.neighborhood).slice(0, REVIEW_TEXT_MAX),
        language: reviewer.language,
        at: instant(checkOut, 1 + (index % 3), (apartmentIndex * 5) % 11),
      });
    }
  });
  if (stays.length === 0) return 0;

  const stayRows = await tx
    .insert(reservations)
    .values(stays)
    .returning({ id: reservations.id, apartmentId: reservations.apartmentId, userId: reservations.userId });
  const rows = written.flatMap(({ stay, rating, text, language, at }) => {
    const row = stayRows[stay];
    if (!row?.apartmentId) return [];
    return [
      {
        reservationId: row.id,
        apartmentId: row.apartmentId,
        userId: row.userId,
        rating,
        text,
        language,
        createdAt: at,
        updatedAt: at,
      },
    ];
  });
  await tx.insert(reviews).values(rows);
  return rows.length;
}
