import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amenities, apartmentAmenities } from '../../src/db/schema/amenities.ts';
import { apartmentTranslations } from '../../src/db/schema/apartments.ts';
import { pricingDays } from '../../src/db/schema/pricing.ts';
import { useTestDatabase } from '../helpers/database.ts';
import { insertApartment, insertReservation } from './fixtures.ts';

const database = useTestDatabase();

describe('relational queries', () => {
  it('load an apartment with its translations, amenities, prices and reservations', async () => {
    const { db } = database;
    const apartment = await insertApartment(db);
    const [wifi] = await db.select().from(amenities).where(eq(amenities.key, 'wifi'));
    if (!wifi) throw new Error('the seed has no wifi amenity');
    await db.insert(apartmentTranslations).values({
      apartmentId: apartment.id,
      language: 'ar',
      title: 'شقة في بيوغلو',
      slug: 'شقة-في-بيوغلو',
    });
    await db.insert(apartmentAmenities).values({ apartmentId: apartment.id, amenityId: wifi.id });
    await db
      .insert(pricingDays)
      .values({ apartmentId: apartment.id, date: '2027-04-01', priceCents: 9000, originalPriceCents: 12000 });
    await insertReservation(db, { apartmentId: apartment.id, checkIn: '2027-04-01', checkOut: '2027-04-03' });

    const loaded = await db.query.apartments.findFirst({
      where: (table, { eq }) => eq(table.id, apartment.id),
      with: {
        translations: true,
        amenities: { with: { amenity: true } },
        pricingDays: true,
        reservations: true,
      },
    });
    expect(loaded?.translations.map((translation) => translation.slug)).toEqual(['شقة-في-بيوغلو']);
    expect(loaded?.amenities.map((link) => link.amenity.nameTr)).toEqual(['Wi-Fi']);
    expect(loaded?.pricingDays).toEqual([
      {
        apartmentId: apartment.id,
        date: '2027-04-01',
        priceCents: 9000,
        originalPriceCents: 12000,
        minStayNights: 1,
        isClosed: false,
      },
    ]);
    expect(loaded?.reservations[0]).toMatchObject({
      checkIn: '2027-04-01',
      checkOut: '2027-04-03',
      childrenAges: [],
    });
    expect(loaded?.createdAt).toBeInstanceOf(Date);
  });
});
