// Grows the demo catalogue to the size the server budgets of brief §8 are measured at.
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

export type LargeCatalogue = { apartments: number; pricedDays: number; reservations: number };

/**
 * Copies the demo apartments (translations with numbered slugs, amenities, pictures and their year of prices)
 * until there are `target` apartments, then books about a third of them for a few nights inside the searched
 * window so the availability search has real overlaps to exclude.
 */
export async function growCatalogue(
  db: Database,
  target: number,
  searchedCheckIn: string,
): Promise<LargeCatalogue> {
  const originals = (
    await db.execute<{ id: string }>(sql`select id from apartments order by apartment_number`)
  ).rows;
  if (originals.length === 0) throw new Error('bench: seed the demo catalogue first');

  let count = originals.length;
  for (let copy = 2; count < target; copy++) {
    for (const { id } of originals) {
      if (count >= target) break;
      await cloneApartment(db, id, copy);
      count++;
    }
  }
  const reservations = await bookSomeApartments(db, searchedCheckIn);
  const priced = await db.execute<{ count: number }>(sql`select count(*)::int as count from pricing_days`);
  return { apartments: count, pricedDays: priced.rows[0]?.count ?? 0, reservations };
}

async function cloneApartment(db: Database, sourceId: string, copy: number) {
  await db.transaction(async (tx) => {
    const created = await tx.execute<{ id: string }>(sql`
      insert into apartments (base_price_cents, rooms, bathrooms, size_m2, max_capacity, max_adults, max_children,
        latitude, longitude, district, neighborhood, city, address, check_in_time, check_out_time,
        guarantee_fee_percent, is_featured, is_active, category)
      select base_price_cents, rooms, bathrooms, size_m2, max_capacity, max_adults, max_children,
        latitude + ${copy} * 0.0007, longitude - ${copy} * 0.0005, district, neighborhood, city, address,
        check_in_time, check_out_time, guarantee_fee_percent, false, is_active, category
      from apartments where id = ${sourceId}
      returning id`);
    const newId = created.rows[0]?.id;
    if (!newId) throw new Error(`bench: could not copy apartment ${sourceId}`);
    await tx.execute(sql`
      insert into apartment_translations (apartment_id, language, title, description, slug)
      select ${newId}, language, title || ' ' || ${copy}, description, slug || '-' || ${copy}
      from apartment_translations where apartment_id = ${sourceId}`);
    await tx.execute(sql`
      insert into apartment_amenities (apartment_id, amenity_id)
      select ${newId}, amenity_id from apartment_amenities where apartment_id = ${sourceId}`);
    await tx.execute(sql`
      insert into apartment_images (apartment_id, url, room_type, sort_order, width, height, alt)
      select ${newId}, url, room_type, sort_order, width, height, alt
      from apartment_images where apartment_id = ${sourceId}`);
    await tx.execute(sql`
      insert into pricing_days (apartment_id, date, price_cents, original_price_cents, min_stay_nights, is_closed)
      select ${newId}, date, price_cents, original_price_cents, min_stay_nights, is_closed
      from pricing_days where apartment_id = ${sourceId}`);
  });
}

/** Every third apartment gets a 3-night booking that overlaps the searched stay. */
async function bookSomeApartments(db: Database, searchedCheckIn: string): Promise<number> {
  const checkIn = addDays(searchedCheckIn, 1);
  const checkOut = addDays(checkIn, 3);
  const booked = await db.execute<{ id: string }>(sql`
    insert into reservations (reservation_number, type, apartment_id, check_in, check_out, adults, guest_name,
      guest_email, guest_phone, payment_method, total_cents, original_total_cents, remaining_cents, status)
    select 'BENCH-' || apartment_number, 'apartment', id, ${checkIn}::date, ${checkOut}::date, 2, 'Bench Guest',
      'bench@example.com', '+90 5320000000', 'bank_transfer', 30000, 30000, 30000, 'confirmed'
    from apartments
    where apartment_number % 3 = 0
      and not exists (select 1 from pricing_days p where p.apartment_id = apartments.id
                      and p.date >= ${checkIn}::date and p.date < ${checkOut}::date and p.is_closed)
    returning id`);
  return booked.rows.length;
}

/** A stay about five weeks ahead, Friday to Monday, so it crosses weekend prices. */
export function benchStay(today = istanbulDate(new Date())): { checkIn: string; checkOut: string } {
  const base = addDays(today, 35);
  const weekday = new Date(`${base}T00:00:00Z`).getUTCDay();
  const checkIn = addDays(base, (5 - weekday + 7) % 7);
  return { checkIn, checkOut: addDays(checkIn, 3) };
}
