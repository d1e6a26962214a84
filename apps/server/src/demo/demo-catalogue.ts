import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { istanbulDate } from '@konak/domain/stay-dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { amenities, apartmentAmenities } from '../db/schema/amenities.ts';
import { apartmentImages } from '../db/schema/apartment-images.ts';
import { apartments, apartmentTranslations } from '../db/schema/apartments.ts';
import { pricingDays } from '../db/schema/pricing.ts';
import { tourImages } from '../db/schema/tour-images.ts';
import { tours, tourTranslations } from '../db/schema/tours.ts';
import { asianSideApartments } from './content/apartments-asian-side.ts';
import { europeanSideApartments } from './content/apartments-european-side.ts';
import { demoTours } from './content/tours.ts';
import { demoApartmentImageRows, demoTourImageRows } from './demo-images.ts';
import { demoPricingCalendar } from './demo-pricing.ts';
import { seedDemoReviews } from './demo-reviews.ts';

export const demoApartments = [...europeanSideApartments, ...asianSideApartments];

/**
 * Inserts the demo apartments (with translations, amenities and a year of prices) and tours, all in one transaction,
 * only into a catalogue that is still empty, so an operator's own listings are never mixed with demo ones.
 */
export async function seedDemoCatalogue(db: Database): Promise<{ apartments: number; tours: number }> {
  return db.transaction(async (tx) => {
    const existing = await tx.execute<{ count: number }>(
      sql`select (select count(*) from apartments)::int + (select count(*) from tours)::int as count`,
    );
    if ((existing.rows[0]?.count ?? 0) > 0) return { apartments: 0, tours: 0 };

    const today = istanbulDate(new Date());
    const amenityIds = new Map(
      (await tx.select({ id: amenities.id, key: amenities.key }).from(amenities)).map((row) => [
        row.key,
        row.id,
      ]),
    );

    const created: { demo: (typeof demoApartments)[number]; id: string }[] = [];
    for (const [index, demo] of demoApartments.entries()) {
      const [apartment] = await tx
        .insert(apartments)
        .values({
          basePriceCents: demo.basePriceCents,
          rooms: demo.rooms,
          bathrooms: demo.bathrooms,
          sizeM2: demo.sizeM2,
          maxCapacity: demo.maxCapacity,
          maxAdults: demo.maxAdults,
          maxChildren: demo.maxChildren,
          latitude: demo.latitude,
          longitude: demo.longitude,
          district: demo.district,
          neighborhood: demo.neighborhood,
          address: demo.address,
          checkInTime: demo.checkInTime,
          checkOutTime: demo.checkOutTime,
          guaranteeFeePercent: demo.guaranteeFeePercent,
          isFeatured: demo.isFeatured ?? false,
          category: demo.category,
          // Invented but shaped like Istanbul's (province 34): the public page shows every listing's permit.
          permitNumber: `34-${2317 + index * 41}`,
        })
        .returning({ id: apartments.id });
      if (!apartment) throw new Error(`demo apartment ${demo.key} was not inserted`);
      created.push({ demo, id: apartment.id });
      await tx.insert(apartmentTranslations).values(
        SUPPORTED_LANGUAGES.map((language) => ({
          apartmentId: apartment.id,
          language,
          ...demo.text[language],
        })),
      );
      const links = demo.amenities.map((key) => {
        const amenityId = amenityIds.get(key);
        if (!amenityId) throw new Error(`demo apartment ${demo.key} names unknown amenity ${key}`);
        return { apartmentId: apartment.id, amenityId };
      });
      if (links.length > 0) await tx.insert(apartmentAmenities).values(links);
      await tx.insert(apartmentImages).values(demoApartmentImageRows(demo, apartment.id));
      const calendar = demoPricingCalendar(demo.key, demo.basePriceCents, today);
      await tx.insert(pricingDays).values(calendar.map((day) => ({ apartmentId: apartment.id, ...day })));
    }

    for (const demo of demoTours) {
      const [created] = await tx
        .insert(tours)
        .values({
          meetingPoint: demo.text.tr.meetingPoint,
          durationMinutes: demo.durationMinutes,
          maxPeople: demo.maxPeople,
          basePriceCents: demo.basePriceCents,
          startTimes: [...demo.startTimes],
          weekdays: [...demo.weekdays],
        })
        .returning({ id: tours.id });
      if (!created) throw new Error(`demo tour ${demo.key} was not inserted`);
      await tx
        .insert(tourTranslations)
        .values(
          SUPPORTED_LANGUAGES.map((language) => ({ tourId: created.id, language, ...demo.text[language] })),
        );
      await tx.insert(tourImages).values(demoTourImageRows(demo, created.id));
    }
    // Guests' reviews of past stays, so apartment pages and the home carousel show real data (decision 043).
    await seedDemoReviews(tx, created, today);
    return { apartments: demoApartments.length, tours: demoTours.length };
  });
}
