import type { ApartmentReviewsResponse } from '@konak/domain/api/reviews/apartment-reviews';
import type { LatestReviewsResponse } from '@konak/domain/api/reviews/latest-reviews';
import type { EligibleStaysResponse, MyReviewsResponse } from '@konak/domain/api/reviews/member-reviews';
import type { OwnReview, PublicReview, ReviewedApartment } from '@konak/domain/api/reviews/review-view';
import type { CreateReviewBody, UpdateReviewBody } from '@konak/domain/api/reviews/write-review';
import type { Language } from '@konak/domain/languages';
import {
  GOOD_REVIEW_MIN_RATING,
  isReviewableStay,
  LATEST_REVIEWS_COUNT,
  REVIEWS_PAGE_SIZE,
  ratingSummary,
} from '@konak/domain/reviews';
import { istanbulDate } from '@konak/domain/stay-dates';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import { isUuid, type ListingCatalogue, listingCatalogue, pickTranslation } from '../apartments/surface.ts';
import {
  apartmentReviewRows,
  deleteReviewRow,
  firstReviewRowsOfAll,
  insertReview,
  latestGoodReviewRows,
  memberReviewRows,
  type ReviewWithAuthor,
  ratingCounts,
  ratingCountsOfAll,
  reservationToReview,
  reviewById,
  unreviewedStayRows,
  updateReviewRow,
} from './repository.ts';
import { cachedReviews } from './review-cache.ts';

const listingNotFound = () => new AppError(404, 'error.listing_not_found', { code: 'listing_not_found' });
const reservationNotFound = () =>
  new AppError(404, 'error.reservation_not_found', { code: 'reservation_not_found' });
const reviewNotFound = () => new AppError(404, 'error.review_not_found', { code: 'review_not_found' });

/** "Ayşe Yılmaz" is shown as "Ayşe": a first name is enough to trust a review and says little about its author. */
export function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/u)[0];
  return first ? first : null;
}

function publicReview(row: ReviewWithAuthor): PublicReview {
  return {
    id: row.id,
    reviewerName: firstName(row.authorName),
    rating: row.rating,
    text: row.text,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

function reviewedApartment(catalogue: ListingCatalogue, id: string, language: Language): ReviewedApartment {
  const { title, slug } = pickTranslation(catalogue.parts.translations.get(id), language);
  return { id, title, slug };
}

function ownReview(catalogue: ListingCatalogue, row: ReviewWithAuthor, language: Language): OwnReview {
  return {
    ...publicReview(row),
    reservationId: row.reservationId,
    apartment: reviewedApartment(catalogue, row.apartmentId, language),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function reviewsAnswer(
  counts: Iterable<{ rating: number; count: number }>,
  rows: ReviewWithAuthor[],
  page: number,
): ApartmentReviewsResponse {
  const summary = ratingSummary(counts);
  return {
    ...summary,
    items: rows.map(publicReview),
    total: summary.count,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

/**
 * Up to this many listed apartments, the first page of reviews (the one every apartment page shows) is read for all
 * of them at once, two queries instead of two per apartment (decision 110); above, each apartment's on its own.
 */
export const FIRST_PAGES_AT_ONCE_MAX = 1000;

function byApartment<Row extends { apartmentId: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.apartmentId);
    if (group) group.push(row);
    else groups.set(row.apartmentId, [row]);
  }
  return groups;
}

/** The first page of reviews of every apartment that has reviews, by apartment id; kept like the other answers. */
function firstPagesOfAll(database: DatabaseHandle): Promise<Record<string, ApartmentReviewsResponse>> {
  return cachedReviews(database, 'apartment-first-pages', async () => {
    const [counts, rows] = await Promise.all([
      ratingCountsOfAll(database.db),
      firstReviewRowsOfAll(database.db, REVIEWS_PAGE_SIZE),
    ]);
    const countsOf = byApartment(counts);
    const rowsOf = byApartment(rows);
    const pages: Record<string, ApartmentReviewsResponse> = {};
    for (const [apartmentId, apartmentCounts] of countsOf) {
      pages[apartmentId] = reviewsAnswer(apartmentCounts, rowsOf.get(apartmentId) ?? [], 1);
    }
    return pages;
  });
}

/** GET /api/apartments/{id}/reviews: 404 unless the apartment is listed. */
export async function apartmentReviews(
  database: DatabaseHandle,
  apartmentId: string,
  page: number,
): Promise<ApartmentReviewsResponse | null> {
  if (!isUuid(apartmentId)) return null;
  const id = apartmentId.toLowerCase();
  const { activeById } = await listingCatalogue(database);
  if (!activeById.has(id)) return null;
  if (page === 1 && activeById.size <= FIRST_PAGES_AT_ONCE_MAX) {
    return (await firstPagesOfAll(database))[id] ?? reviewsAnswer([], [], 1);
  }
  return cachedReviews(database, `apartment:${id}:${page}`, async () => {
    const [counts, rows] = await Promise.all([
      ratingCounts(database.db, id),
      apartmentReviewRows(database.db, id, {
        offset: (page - 1) * REVIEWS_PAGE_SIZE,
        limit: REVIEWS_PAGE_SIZE,
      }),
    ]);
    return reviewsAnswer(counts, rows, page);
  });
}

export async function apartmentReviewsOrNotFound(
  database: DatabaseHandle,
  apartmentId: string,
  page: number,
) {
  const answer = await apartmentReviews(database, apartmentId, page);
  if (!answer) throw listingNotFound();
  return answer;
}

/** GET /api/reviews/latest: the home carousel. */
export async function latestReviews(
  database: DatabaseHandle,
  language: Language,
): Promise<LatestReviewsResponse> {
  const [rows, catalogue] = await Promise.all([
    cachedReviews(database, 'latest', () =>
      latestGoodReviewRows(database.db, { minRating: GOOD_REVIEW_MIN_RATING, limit: LATEST_REVIEWS_COUNT }),
    ),
    listingCatalogue(database),
  ]);
  const items = rows
    .filter((row) => catalogue.activeById.has(row.apartmentId))
    .map((row) => ({
      ...publicReview(row),
      apartment: reviewedApartment(catalogue, row.apartmentId, language),
    }));
  return { items, total: items.length };
}

/** GET /api/reviews/eligible. */
export async function eligibleStays(
  database: DatabaseHandle,
  userId: string,
  language: Language,
  now: Date,
): Promise<EligibleStaysResponse> {
  const [rows, catalogue] = await Promise.all([
    unreviewedStayRows(database.db, userId, istanbulDate(now)),
    listingCatalogue(database),
  ]);
  const items = rows
    .filter((row) => row.apartmentId && isReviewableStay(row, now))
    .map((row) => ({
      reservationId: row.reservationId,
      reservationNumber: row.reservationNumber,
      apartment: reviewedApartment(catalogue, row.apartmentId as string, language),
      checkIn: row.checkIn,
      checkOut: row.checkOut,
    }));
  return { items, total: items.length };
}

/** GET /api/reviews/mine. */
export async function myReviews(
  database: DatabaseHandle,
  userId: string,
  language: Language,
): Promise<MyReviewsResponse> {
  const [rows, catalogue] = await Promise.all([
    memberReviewRows(database.db, userId),
    listingCatalogue(database),
  ]);
  const items = rows.map((row) => ownReview(catalogue, row, language));
  return { items, total: items.length };
}

/** POST /api/reviews: the member's own stay (404 otherwise, so nobody learns of others' stays), once it is over. */
export async function createReview(
  database: DatabaseHandle,
  user: SessionUser,
  body: Required<Pick<CreateReviewBody, 'reservationId' | 'rating' | 'text'>> & { language: Language },
  answerLanguage: Language,
  now: Date,
): Promise<OwnReview> {
  const reservation = await reservationToReview(database.db, body.reservationId);
  if (!reservation || reservation.userId !== user.id) throw reservationNotFound();
  const stay = { ...reservation, checkOutTime: reservation.checkOutTime ?? undefined };
  if (reservation.type !== 'apartment' || !reservation.apartmentId || !isReviewableStay(stay, now)) {
    throw new AppError(422, 'error.review_stay_not_over', { code: 'stay_not_completed' });
  }
  const row = await insertReview(database.db, {
    reservationId: reservation.id,
    apartmentId: reservation.apartmentId,
    userId: user.id,
    rating: body.rating,
    text: body.text,
    language: body.language,
  });
  if (!row) throw new AppError(409, 'error.review_exists', { code: 'review_exists' });
  const stored = await reviewById(database.db, row.id);
  if (!stored) throw reviewNotFound();
  return ownReview(await listingCatalogue(database), stored, answerLanguage);
}

/** The review if the user may change it: its author, or an admin. 404 for anyone else (no hint it exists). */
async function changeableReview(database: DatabaseHandle, user: SessionUser, id: string) {
  const review = await reviewById(database.db, id);
  if (!review || (review.userId !== user.id && user.role !== 'admin')) throw reviewNotFound();
  return review;
}

/** PUT /api/reviews/{id}. */
export async function updateReview(
  database: DatabaseHandle,
  user: SessionUser,
  id: string,
  changes: UpdateReviewBody,
  language: Language,
): Promise<OwnReview> {
  await changeableReview(database, user, id);
  if (!(await updateReviewRow(database.db, id, changes))) throw reviewNotFound();
  const stored = await reviewById(database.db, id);
  if (!stored) throw reviewNotFound();
  return ownReview(await listingCatalogue(database), stored, language);
}

/** DELETE /api/reviews/{id}. */
export async function deleteReview(
  database: DatabaseHandle,
  user: SessionUser,
  id: string,
): Promise<{ deleted: true }> {
  await changeableReview(database, user, id);
  if (!(await deleteReviewRow(database.db, id))) throw reviewNotFound();
  return { deleted: true };
}
