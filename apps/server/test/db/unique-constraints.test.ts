import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlConstraint } from '../../src/db/client.ts';
import { apartments, apartmentTranslations } from '../../src/db/schema/apartments.ts';
import { legalDocuments } from '../../src/db/schema/legal.ts';
import { users } from '../../src/db/schema/users.ts';
import { useTestDatabase } from '../helpers/database.ts';
import { insertApartment, insertReservation, rejectionState } from './fixtures.ts';

const database = useTestDatabase();

describe('users', () => {
  it('allows one account per e-mail and names the violated constraint', async () => {
    const { db } = database;
    await db.insert(users).values({ email: 'selim@example.com', name: 'Selim' });
    let failure: unknown;
    await db
      .insert(users)
      .values({ email: 'selim@example.com', name: 'Another Selim' })
      .catch((error: unknown) => {
        failure = error;
      });
    expect(await rejectionState(Promise.reject(failure))).toBe('23505');
    expect(sqlConstraint(failure)).toBe('users_email_unique');
  });

  it('stores e-mails lower-cased only, so uniqueness cannot be dodged by case', async () => {
    const { db } = database;
    expect(await rejectionState(db.insert(users).values({ email: 'Mixed@Example.com', name: 'Mixed' }))).toBe(
      '23514',
    );
  });

  it('links a Google account to at most one user, while many users have none', async () => {
    const { db } = database;
    await db.insert(users).values([
      { email: 'no-google-1@example.com', name: 'One' },
      { email: 'no-google-2@example.com', name: 'Two' },
      { email: 'google-1@example.com', name: 'Google One', googleSubject: '1234567890' },
    ]);
    const duplicate = db
      .insert(users)
      .values({ email: 'google-2@example.com', name: 'Google Two', googleSubject: '1234567890' });
    expect(await rejectionState(duplicate)).toBe('23505');
  });

  it('accepts only the known roles and languages', async () => {
    const { db } = database;
    const values = { email: 'role@example.com', name: 'Role' };
    expect(await rejectionState(db.insert(users).values({ ...values, role: 'root' as 'admin' }))).toBe(
      '23514',
    );
    expect(
      await rejectionState(db.insert(users).values({ ...values, preferredLanguage: 'de' as 'en' })),
    ).toBe('23514');
  });
});

describe('apartment slugs', () => {
  it('are unique per language, and the same slug may serve two languages', async () => {
    const { db } = database;
    const [first, second] = [await insertApartment(db), await insertApartment(db)];
    await db.insert(apartmentTranslations).values([
      { apartmentId: first.id, language: 'tr', title: 'Galata Evi', slug: 'galata-loft' },
      { apartmentId: first.id, language: 'en', title: 'Galata Loft', slug: 'galata-loft' },
    ]);
    const taken = db
      .insert(apartmentTranslations)
      .values({ apartmentId: second.id, language: 'en', title: 'Another loft', slug: 'galata-loft' });
    expect(await rejectionState(taken)).toBe('23505');
    await db
      .insert(apartmentTranslations)
      .values({ apartmentId: second.id, language: 'ru', title: 'Лофт в Галате', slug: 'лофт-в-галате' });
  });

  it('refuse characters that would break the URL path', async () => {
    const { db } = database;
    const apartment = await insertApartment(db);
    const withSpace = db
      .insert(apartmentTranslations)
      .values({ apartmentId: apartment.id, language: 'tr', title: 'Boşluk', slug: 'iki kelime' });
    expect(await rejectionState(withSpace)).toBe('23514');
  });
});

describe('numbers and keys', () => {
  it('gives apartments distinct human numbers automatically and refuses a duplicate', async () => {
    const { db } = database;
    const [first, second] = [await insertApartment(db), await insertApartment(db)];
    expect(first.apartmentNumber).not.toBe(second.apartmentNumber);
    const duplicate = db.insert(apartments).values({ apartmentNumber: first.apartmentNumber });
    expect(await rejectionState(duplicate)).toBe('23505');
  });

  it('keeps the guarantee fee between 15 and 25 percent', async () => {
    const { db } = database;
    expect(await rejectionState(db.insert(apartments).values({ guaranteeFeePercent: 30 }))).toBe('23514');
    const [apartment] = await db.insert(apartments).values({ guaranteeFeePercent: 15 }).returning();
    expect(apartment?.basePriceCents).toBe(10000);
  });

  it('stores one reservation per idempotency key and one per reservation number', async () => {
    const { db } = database;
    const apartment = await insertApartment(db);
    const first = await insertReservation(db, {
      apartmentId: apartment.id,
      checkIn: '2028-01-01',
      checkOut: '2028-01-03',
      idempotencyKey: 'retry-me',
    });
    const retried = insertReservation(db, {
      apartmentId: apartment.id,
      checkIn: '2028-02-01',
      checkOut: '2028-02-03',
      idempotencyKey: 'retry-me',
    });
    expect(await rejectionState(retried)).toBe('23505');
    const sameNumber = insertReservation(db, {
      apartmentId: apartment.id,
      checkIn: '2028-03-01',
      checkOut: '2028-03-03',
      reservationNumber: first.reservationNumber,
    });
    expect(await rejectionState(sameNumber)).toBe('23505');
  });

  it('keeps one legal document per type and language', async () => {
    const { db } = database;
    const document = { type: 'kvkk', language: 'tr', title: 'KVKK Aydınlatma Metni', content: '…' } as const;
    // The template database carries the seeded texts; this file has its own copy to clear.
    await db.delete(legalDocuments).where(eq(legalDocuments.type, 'kvkk'));
    await db.insert(legalDocuments).values(document);
    await db.insert(legalDocuments).values({ ...document, language: 'en', title: 'KVKK notice' });
    expect(await rejectionState(db.insert(legalDocuments).values(document))).toBe('23505');
  });
});
