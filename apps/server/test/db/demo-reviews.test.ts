import { istanbulDate } from '@konak/domain/stay-dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../src/db/schema/reservations.ts';
import { reviews } from '../../src/db/schema/reviews.ts';
import { users } from '../../src/db/schema/users.ts';
import { demoApartments } from '../../src/demo/demo-catalogue.ts';
import { useTestDatabase } from '../helpers/database.ts';

const database = useTestDatabase();

describe('demo reviews', () => {
  it('review most demo apartments, a handful each, in all four languages and mostly with 4 or 5 stars', async () => {
    const rows = await database.db.select().from(reviews);
    const perApartment = new Map<string, number>();
    for (const row of rows) perApartment.set(row.apartmentId, (perApartment.get(row.apartmentId) ?? 0) + 1);
    expect(perApartment.size).toBeGreaterThanOrEqual(Math.ceil(demoApartments.length * 0.7));
    expect(Math.min(...perApartment.values())).toBeGreaterThanOrEqual(2);
    expect(Math.max(...perApartment.values())).toBeLessThanOrEqual(5);
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(['tr', 'en', 'ar', 'ru']));
    const good = rows.filter((row) => row.rating >= 4).length;
    expect(good / rows.length).toBeGreaterThan(0.8);
    expect(rows.every((row) => !row.text.includes('{place}'))).toBe(true);
  });

  it('belong to completed past stays of the reviewer, in the reviewer language', async () => {
    const rows = await database.db
      .select({ review: reviews, stay: reservations, user: users })
      .from(reviews)
      .innerJoin(reservations, eq(reservations.id, reviews.reservationId))
      .innerJoin(users, eq(users.id, reviews.userId));
    const today = istanbulDate(new Date());
    expect(rows.length).toBeGreaterThan(0);
    for (const { review, stay, user } of rows) {
      expect(stay.status).toBe('completed');
      expect(stay.userId).toBe(user.id);
      expect(stay.apartmentId).toBe(review.apartmentId);
      expect(stay.checkOut < today).toBe(true);
      expect(review.createdAt.getTime()).toBeGreaterThan(Date.parse(`${stay.checkOut}T00:00:00Z`));
      expect(review.language).toBe(user.preferredLanguage);
      expect(user.passwordHash).toBeNull();
    }
  });
});
