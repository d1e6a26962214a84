import { randomUUID } from 'node:crypto';
import type { ApartmentReviewsResponse } from '@konak/domain/api/reviews/apartment-reviews';
import type { LatestReviewsResponse } from '@konak/domain/api/reviews/latest-reviews';
import type { EligibleStaysResponse, MyReviewsResponse } from '@konak/domain/api/reviews/member-reviews';
import type { OwnReview } from '@konak/domain/api/reviews/review-view';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartments } from '../../src/db/schema/apartments.ts';
import type { reservations } from '../../src/db/schema/reservations.ts';
import { reviews } from '../../src/db/schema/reviews.ts';
import { users } from '../../src/db/schema/users.ts';
import { cacheRequests } from '../../src/metrics/metrics.ts';
import { insertReservation } from '../db/fixtures.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';
import { insertListing } from './catalogue-fixtures.ts';
import { dayFrom, injector, insertTour } from './reservation-fixtures.ts';

let request: ReturnType<typeof injector>;
const context = useTestApp();
beforeAll(async () => {
  request = injector(context);
});

type Member = { id: string; token: string };

async function newMember(role: 'member' | 'admin' = 'member', name = 'Ayşe Yılmaz'): Promise<Member> {
  const user = await createUser(context.db, { role });
  await context.db.update(users).set({ name }).where(eq(users.id, user.id));
  return { id: user.id, token: await signIn(context.services, user.id) };
}

async function newApartment() {
  return insertListing(context.db, { label: 'reviewed', titles: { en: 'Moda flat', tr: 'Moda dairesi' } });
}

/** A stay of the member's that ended `daysAgo` days ago (check-out), completed unless told. */
async function stay(
  member: Member,
  apartmentId: string,
  { daysAgo = 3, ...values }: { daysAgo?: number } & Partial<typeof reservations.$inferInsert> = {},
) {
  const checkOut = dayFrom(context, -daysAgo);
  return insertReservation(context.db, {
    apartmentId,
    userId: member.id,
    checkIn: dayFrom(context, -daysAgo - 3),
    checkOut,
    status: 'completed',
    ...values,
  });
}

const write = (member: Member | null, payload: unknown, language = 'en') =>
  request({
    method: 'POST',
    url: '/api/reviews',
    payload: payload as object,
    token: member?.token,
    language,
  });

const reviewsOfStay = (reservationId: string) =>
  context.db.select().from(reviews).where(eq(reviews.reservationId, reservationId));

const review = { rating: 5, text: 'Lovely flat with a view of the sea, spotless and quiet.' };

describe('POST /api/reviews', () => {
  it('lets the member review their completed stay once, then answers 409', async () => {
    const member = await newMember();
    const apartment = await newApartment();
    const reservation = await stay(member, apartment.id);
    const created = await write(member, { reservationId: reservation.id, ...review });
    expect(created.statusCode).toBe(201);
    const body = created.json<OwnReview>();
    expect(body).toMatchObject({
      reservationId: reservation.id,
      rating: 5,
      text: review.text,
      language: 'en',
      reviewerName: 'Ayşe',
      apartment: { id: apartment.id, title: 'Moda flat', slug: apartment.slugs.en },
    });

    const again = await write(member, {
      reservationId: reservation.id,
      rating: 3,
      text: 'Second thoughts about it.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'review_exists',
      message: expect.stringContaining('already'),
    });
    expect(await reviewsOfStay(reservation.id)).toHaveLength(1);
  });

  it('keeps the language the guest wrote in, else the request language', async () => {
    const member = await newMember();
    const apartment = await newApartment();
    const first = await stay(member, apartment.id);
    const second = await stay(member, apartment.id, { daysAgo: 20 });
    const given = await write(member, { reservationId: first.id, ...review, language: 'ru' });
    expect(given.json()).toMatchObject({ language: 'ru' });
    const fromHeader = await write(member, { reservationId: second.id, ...review }, 'ar');
    expect(fromHeader.json()).toMatchObject({ language: 'ar' });
  });

  it("answers 404 for another member's stay and for an unknown one (no hint it exists)", async () => {
    const owner = await newMember();
    const other = await newMember();
    const apartment = await newApartment();
    const reservation = await stay(owner, apartment.id);
    const foreign = await write(other, { reservationId: reservation.id, ...review });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'reservation_not_found' });
    const unknown = await write(other, { reservationId: randomUUID(), ...review });
    expect(unknown.statusCode).toBe(404);
    expect(await reviewsOfStay(reservation.id)).toHaveLength(0);
  });

  it('answers 422 for stays that are not over, were cancelled or never confirmed, and for tours', async () => {
    const member = await newMember();
    const apartment = await newApartment();
    const upcoming = await stay(member, apartment.id, { daysAgo: -10, status: 'confirmed' });
    const ongoing = await stay(member, apartment.id, { daysAgo: -1, status: 'confirmed' });
    const cancelled = await stay(member, apartment.id, { daysAgo: 30, status: 'cancelled' });
    const unconfirmed = await stay(member, apartment.id, { daysAgo: 40, status: 'pending' });
    const tour = await insertTour(context.db);
    const tourBooking = await insertReservation(context.db, {
      type: 'tour',
      tourId: tour.id,
      userId: member.id,
      checkIn: dayFrom(context, -5),
      checkOut: dayFrom(context, -4),
      status: 'completed',
    });
    for (const reservation of [upcoming, ongoing, cancelled, unconfirmed, tourBooking]) {
      const answer = await write(member, { reservationId: reservation.id, ...review }, 'tr');
      expect(answer.statusCode, reservation.status).toBe(422);
      expect(answer.json()).toMatchObject({
        code: 'stay_not_completed',
        message: expect.stringContaining('konaklama'),
      });
    }
  });

  it('accepts a confirmed stay whose check-out has passed before the job marked it completed', async () => {
    const member = await newMember();
    const apartment = await newApartment();
    const reservation = await stay(member, apartment.id, { daysAgo: 2, status: 'confirmed' });
    expect((await write(member, { reservationId: reservation.id, ...review })).statusCode).toBe(201);
  });

  it('refuses bad input with 400 and translated field errors, never 500', async () => {
    const member = await newMember();
    const apartment = await newApartment();
    const reservation = await stay(member, apartment.id);
    const cases: [unknown, string][] = [
      [{ reservationId: reservation.id, rating: 0, text: review.text }, 'rating'],
      [{ reservationId: reservation.id, rating: 6, text: review.text }, 'rating'],
      [{ reservationId: reservation.id, rating: 4.5, text: review.text }, 'rating'],
      [{ reservationId: reservation.id, rating: '5', text: review.text }, 'rating'],
      [{ reservationId: reservation.id, rating: 5, text: '   short   ' }, 'text'],
      [{ reservationId: reservation.id, rating: 5, text: 'x'.repeat(2001) }, 'text'],
      [{ reservationId: reservation.id, rating: 5 }, 'text'],
      [{ reservationId: 'not-a-uuid', ...review }, 'reservationId'],
      [{ reservationId: reservation.id, ...review, language: 'xx' }, 'language'],
    ];
    for (const [payload, field] of cases) {
      const answer = await write(member, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const body = answer.json<{ errors: { field: string; message: string }[] }>();
      expect(body.errors.map((error) => error.field)).toContain(field);
    }
    const turkish = await write(
      member,
      { reservationId: reservation.id, rating: 9, text: review.text },
      'tr',
    );
    expect(turkish.json().errors[0].message).toBe('Lütfen 1 ile 5 yıldız arasında bir puan seçin.');
    const notJson = await request({
      method: 'POST',
      url: '/api/reviews',
      token: member.token,
      headers: { 'content-type': 'application/json' },
      payload: '{"rating":',
    });
    expect(notJson.statusCode).toBe(400);
    const badLang = await request({
      method: 'POST',
      url: '/api/reviews?lang=xx',
      token: member.token,
      payload: { reservationId: reservation.id, ...review },
    });
    expect(badLang.statusCode).toBe(400);
  });

  it('asks a guest to sign in', async () => {
    expect((await write(null, { reservationId: randomUUID(), ...review })).statusCode).toBe(401);
  });
});

describe('GET /api/reviews/eligible and /mine', () => {
  it("lists the member's own finished, unreviewed apartment stays and nobody else's", async () => {
    const member = await newMember();
    const other = await newMember();
    const apartment = await newApartment();
    const open = await stay(member, apartment.id, { daysAgo: 2 });
    // An admin completed this one early (the guest left before the check-out date).
    const leftEarly = await stay(member, apartment.id, { daysAgo: -60 });
    const reviewed = await stay(member, apartment.id, { daysAgo: 15 });
    await stay(member, apartment.id, { daysAgo: -10, status: 'confirmed' });
    await stay(member, apartment.id, { daysAgo: 30, status: 'cancelled' });
    await stay(other, apartment.id, { daysAgo: 50 });
    await write(member, { reservationId: reviewed.id, ...review });

    const eligible = await request({
      method: 'GET',
      url: '/api/reviews/eligible?lang=tr',
      token: member.token,
    });
    expect(eligible.statusCode).toBe(200);
    const body = eligible.json<EligibleStaysResponse>();
    expect(body.items.map((item) => item.reservationId)).toEqual([leftEarly.id, open.id]);
    expect(body.items[1]?.apartment).toEqual({
      id: apartment.id,
      title: 'Moda dairesi',
      slug: apartment.slugs.tr,
    });

    const mine = await request({ method: 'GET', url: '/api/reviews/mine', token: member.token });
    expect(mine.json<MyReviewsResponse>().items.map((item) => item.reservationId)).toEqual([reviewed.id]);
    const othersMine = await request({ method: 'GET', url: '/api/reviews/mine', token: other.token });
    expect(othersMine.json<MyReviewsResponse>().items).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    for (const url of ['/api/reviews/eligible', '/api/reviews/mine']) {
      expect((await request({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('PUT and DELETE /api/reviews/{id}', () => {
  const editReview = (who: Member, id: string, payload: object) =>
    request({ method: 'PUT', url: `/api/reviews/${id}`, token: who.token, payload });
  const deleteReview = (who: Member, id: string) =>
    request({ method: 'DELETE', url: `/api/reviews/${id}`, token: who.token });

  async function writtenReview() {
    const author = await newMember();
    const apartment = await newApartment();
    const reservation = await stay(author, apartment.id);
    const created = (await write(author, { reservationId: reservation.id, ...review })).json<OwnReview>();
    return { author, apartment, reservation, created };
  }

  it('lets the author change the rating and the text', async () => {
    const { author, created } = await writtenReview();
    const changed = await editReview(author, created.id, {
      rating: 4,
      text: 'Still lovely, but the lift was out of order.',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: created.id,
      rating: 4,
      text: 'Still lovely, but the lift was out of order.',
    });
    const nothing = await editReview(author, created.id, {});
    expect(nothing.statusCode).toBe(400);
  });

  it("hides another member's review from PUT and DELETE (404) and leaves it untouched", async () => {
    const { created } = await writtenReview();
    const intruder = await newMember();
    const put = await editReview(intruder, created.id, { rating: 1 });
    expect(put.statusCode).toBe(404);
    const remove = await deleteReview(intruder, created.id);
    expect(remove.statusCode).toBe(404);
    const [row] = await context.db.select().from(reviews).where(eq(reviews.id, created.id));
    expect(row?.rating).toBe(5);
  });

  it('lets an admin remove any review, after which the stay can be reviewed again', async () => {
    const { author, reservation, created } = await writtenReview();
    const admin = await newMember('admin');
    const removed = await deleteReview(admin, created.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deleted: true });
    expect((await deleteReview(admin, created.id)).statusCode).toBe(404);
    expect((await write(author, { reservationId: reservation.id, ...review })).statusCode).toBe(201);
  });

  it('lets the author delete their review', async () => {
    const { author, created } = await writtenReview();
    const removed = await deleteReview(author, created.id);
    expect(removed.statusCode).toBe(200);
  });

  it('answers 400 for a malformed id and 401 without a session', async () => {
    const member = await newMember();
    expect(
      (await request({ method: 'DELETE', url: '/api/reviews/nope', token: member.token })).statusCode,
    ).toBe(400);
    expect((await request({ method: 'DELETE', url: `/api/reviews/${randomUUID()}` })).statusCode).toBe(401);
  });
});

describe('GET /api/apartments/{id}/reviews', () => {
  it('answers the average, the distribution and pages of reviews, newest first, with first names only', async () => {
    const apartment = await newApartment();
    const ratings = [5, 4, 4, 3, 5, 5, 2];
    for (const [index, rating] of ratings.entries()) {
      const member = await newMember('member', `Guest${index} Surname`);
      const reservation = await stay(member, apartment.id, { daysAgo: 10 + index * 4 });
      await write(
        member,
        { reservationId: reservation.id, rating, text: `Stay number ${index} was fine.` },
        'ru',
      );
    }
    const first = await request({ method: 'GET', url: `/api/apartments/${apartment.id}/reviews` });
    expect(first.statusCode).toBe(200);
    const body = first.json<ApartmentReviewsResponse>();
    expect(body).toMatchObject({
      average: 4,
      count: 7,
      total: 7,
      page: 1,
      pageSize: 5,
      distribution: { 1: 0, 2: 1, 3: 1, 4: 2, 5: 3 },
    });
    expect(body.items).toHaveLength(5);
    expect(body.items[0]).toMatchObject({ reviewerName: 'Guest6', rating: 2, language: 'ru' });
    const second = await request({
      method: 'GET',
      url: `/api/apartments/${apartment.id}/reviews?page=2&lang=ar`,
    });
    expect(second.json<ApartmentReviewsResponse>().items.map((item) => item.reviewerName)).toEqual([
      'Guest1',
      'Guest0',
    ]);
  });

  it('shows a deleted account as a former guest (no name) and keeps the review', async () => {
    const apartment = await newApartment();
    const member = await newMember('member', 'Deniz Kaya');
    const reservation = await stay(member, apartment.id);
    await write(member, { reservationId: reservation.id, ...review });
    await context.db
      .update(users)
      .set({ name: 'Deleted user', deletedAt: new Date(), email: `deleted-${member.id}@deleted.invalid` })
      .where(eq(users.id, member.id));
    const answer = await request({ method: 'GET', url: `/api/apartments/${apartment.id}/reviews` });
    expect(answer.json<ApartmentReviewsResponse>().items).toEqual([
      expect.objectContaining({ reviewerName: null, text: review.text }),
    ]);
  });

  it('answers an apartment without reviews with an empty summary, 404 for unknown or withdrawn ones, 400 for bad input', async () => {
    const apartment = await newApartment();
    const empty = await request({ method: 'GET', url: `/api/apartments/${apartment.id}/reviews` });
    expect(empty.json()).toMatchObject({ average: null, count: 0, items: [] });
    expect(
      (await request({ method: 'GET', url: `/api/apartments/${randomUUID()}/reviews` })).statusCode,
    ).toBe(404);
    await context.db.update(apartments).set({ isActive: false }).where(eq(apartments.id, apartment.id));
    expect(
      (await request({ method: 'GET', url: `/api/apartments/${apartment.id}/reviews` })).statusCode,
    ).toBe(404);
    for (const url of [
      '/api/apartments/nope/reviews',
      `/api/apartments/${randomUUID()}/reviews?page=0`,
      `/api/apartments/${randomUUID()}/reviews?page=abc`,
      `/api/apartments/${randomUUID()}/reviews?lang=xx`,
    ]) {
      expect((await request({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });

  it("reads every apartment's first page at once: a second apartment's costs no query of its own", async () => {
    const reviewMisses = async () =>
      (await cacheRequests.get()).values.find(
        (value) => value.labels.cache === 'reviews' && value.labels.result === 'miss',
      )?.value ?? 0;
    const [first, second] = [await newApartment(), await newApartment()];
    for (const [index, apartment] of [first, second, second].entries()) {
      const member = await newMember('member', `Reader${index} Surname`);
      const reservation = await stay(member, apartment.id, { daysAgo: 3 + index * 4 });
      await write(member, {
        reservationId: reservation.id,
        rating: 5 - index,
        text: `Stay ${index} was calm.`,
      });
    }
    const before = await reviewMisses();
    const one = await request({ method: 'GET', url: `/api/apartments/${first.id}/reviews` });
    const two = await request({ method: 'GET', url: `/api/apartments/${second.id}/reviews` });
    expect(await reviewMisses()).toBe(before + 1);
    expect(one.json<ApartmentReviewsResponse>()).toMatchObject({
      count: 1,
      average: 5,
      page: 1,
      pageSize: 5,
    });
    expect(two.json<ApartmentReviewsResponse>()).toMatchObject({
      count: 2,
      average: 3.5,
      distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 0 },
    });
    // Newest first, as a page read on its own.
    expect(two.json<ApartmentReviewsResponse>().items.map((item) => item.reviewerName)).toEqual([
      'Reader2',
      'Reader1',
    ]);
  });

  it('sees a new review at once (the cached answer follows the change notice)', async () => {
    const apartment = await newApartment();
    const before = await request({ method: 'GET', url: `/api/apartments/${apartment.id}/reviews` });
    expect(before.json()).toMatchObject({ count: 0 });
    const member = await newMember();
    const reservation = await stay(member, apartment.id);
    await write(member, { reservationId: reservation.id, ...review });
    const after = await request({ method: 'GET', url: `/api/apartments/${apartment.id}/reviews` });
    expect(after.json()).toMatchObject({ count: 1, average: 5 });
  });
});

describe('GET /api/reviews/latest', () => {
  it('lists the newest good reviews of listed apartments with the apartment in the asked language', async () => {
    const apartment = await newApartment();
    const good = await newMember('member', 'Olga Petrova');
    const poor = await newMember();
    await write(good, { reservationId: (await stay(good, apartment.id)).id, ...review, language: 'ru' });
    await write(poor, {
      reservationId: (await stay(poor, apartment.id, { daysAgo: 10 })).id,
      rating: 2,
      text: 'Too noisy at night for us.',
    });
    const answer = await request({ method: 'GET', url: '/api/reviews/latest?lang=tr' });
    expect(answer.statusCode).toBe(200);
    const { items } = answer.json<LatestReviewsResponse>();
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items.every((item) => item.rating >= 4)).toBe(true);
    expect(items[0]).toMatchObject({
      reviewerName: 'Olga',
      language: 'ru',
      apartment: { id: apartment.id, title: 'Moda dairesi', slug: apartment.slugs.tr },
    });
  });
});
