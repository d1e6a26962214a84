import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments } from '../../db/schema/apartments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { reviews } from '../../db/schema/reviews.ts';
import type { Language } from '../../db/schema/shared-columns.ts';
import { users } from '../../db/schema/users.ts';

export type ReviewRow = typeof reviews.$inferSelect;
/** A review with what the pages say about its author: the account's name, unless the account was deleted. */
export type ReviewWithAuthor = ReviewRow & { authorName: string | null };

const withAuthor = {
  review: reviews,
  // A deleted account is anonymised (users.deleted_at); its reviews stay, signed "former guest".
  authorName: sql<string | null>`case when ${users.deletedAt} is null then ${users.name} end`,
};

function flatten(rows: { review: ReviewRow; authorName: string | null }[]): ReviewWithAuthor[] {
  return rows.map(({ review, authorName }) => ({ ...review, authorName }));
}

/** How many reviews of the apartment gave each number of stars. */
export async function ratingCounts(db: Database, apartmentId: string) {
  return db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.apartmentId, apartmentId))
    .groupBy(reviews.rating);
}

/** One page of the apartment's reviews, newest first (then by id, so equal times keep one order). */
export async function apartmentReviewRows(
  db: Database,
  apartmentId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<ReviewWithAuthor[]> {
  const rows = await db
    .select(withAuthor)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.apartmentId, apartmentId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(offset)
    .limit(limit);
  return flatten(rows);
}

/** `ratingCounts` of every apartment with reviews at once. */
export async function ratingCountsOfAll(db: Database) {
  return db
    .select({
      apartmentId: reviews.apartmentId,
      rating: reviews.rating,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .groupBy(reviews.apartmentId, reviews.rating);
}

/**
 * The first page (`limit` reviews) of every apartment's reviews at once: what `apartmentReviewRows` answers at offset
 * 0 for each, in its order within an apartment.
 */
export async function firstReviewRowsOfAll(db: Database, limit: number): Promise<ReviewWithAuthor[]> {
  const firstIds = sql`(select "id" from (select ${reviews.id} as "id", row_number() over (partition by ${reviews.apartmentId} order by ${reviews.createdAt} desc, ${reviews.id} desc) as "rank" from ${reviews}) as "ranked" where "rank" <= ${limit})`;
  const rows = await db
    .select(withAuthor)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(inArray(reviews.id, firstIds))
    .orderBy(asc(reviews.apartmentId), desc(reviews.createdAt), desc(reviews.id));
  return flatten(rows);
}

/** The newest reviews with at least `minRating` stars of apartments that are listed. */
export async function latestGoodReviewRows(
  db: Database,
  { minRating, limit }: { minRating: number; limit: number },
): Promise<ReviewWithAuthor[]> {
  const rows = await db
    .select(withAuthor)
    .from(reviews)
    .innerJoin(apartments, and(eq(apartments.id, reviews.apartmentId), eq(apartments.isActive, true)))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(gte(reviews.rating, minRating))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return flatten(rows);
}

/** The reservation a review would be about, with its apartment's check-out time. */
export async function reservationToReview(db: Database, reservationId: string) {
  const [row] = await db
    .select({
      id: reservations.id,
      userId: reservations.userId,
      type: reservations.type,
      status: reservations.status,
      apartmentId: reservations.apartmentId,
      checkOut: reservations.checkOut,
      checkOutTime: apartments.checkOutTime,
    })
    .from(reservations)
    .leftJoin(apartments, eq(apartments.id, reservations.apartmentId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return row;
}

/** Stores the review unless the stay already has one; undefined then (the unique reservation_id decides). */
export async function insertReview(
  db: Database,
  values: {
    reservationId: string;
    apartmentId: string;
    userId: string;
    rating: number;
    text: string;
    language: Language;
  },
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.reservationId })
    .returning();
  return row;
}

export async function reviewById(db: Database, id: string): Promise<ReviewWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ? { ...row.review, authorName: row.authorName } : undefined;
}

export async function updateReviewRow(
  db: Database,
  id: string,
  changes: { rating?: number | undefined; text?: string | undefined; language?: Language | undefined },
): Promise<boolean> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const updated = await db
    .update(reviews)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return updated.length > 0;
}

export async function deleteReviewRow(db: Database, id: string): Promise<boolean> {
  const removed = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return removed.length > 0;
}

/** The member's reviews, newest first. */
export async function memberReviewRows(db: Database, userId: string): Promise<ReviewWithAuthor[]> {
  const rows = await db
    .select(withAuthor)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return flatten(rows);
}

/**
 * The member's apartment stays that could be over (completed, or confirmed with check-out today or earlier) and
 * have no review yet; the caller applies the check-out time.
 */
export async function unreviewedStayRows(db: Database, userId: string, today: string) {
  return db
    .select({
      reservationId: reservations.id,
      reservationNumber: reservations.reservationNumber,
      status: reservations.status,
      apartmentId: reservations.apartmentId,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      checkOutTime: apartments.checkOutTime,
    })
    .from(reservations)
    .innerJoin(apartments, eq(apartments.id, reservations.apartmentId))
    .leftJoin(reviews, eq(reviews.reservationId, reservations.id))
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.type, 'apartment'),
        or(
          eq(reservations.status, 'completed'),
          and(eq(reservations.status, 'confirmed'), lte(reservations.checkOut, today)),
        ),
        isNull(reviews.id),
      ),
    )
    .orderBy(desc(reservations.checkOut), desc(reservations.id));
}
