import type { FreeApartmentsResponse } from '@konak/domain/api/reservations/available-apartments-for-stay';
import type { PublicApartmentReservationsResponse } from '@konak/domain/api/reservations/public-apartment-reservations';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { and, asc, eq, gt, gte, lt, ne, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments } from '../../db/schema/apartments.ts';
import { channelBlocks } from '../../db/schema/channel-sync.ts';
import { pricingDays } from '../../db/schema/pricing.ts';
import { reservations } from '../../db/schema/reservations.ts';

/** How far ahead the public calendar of booked ranges looks (the calendars show about a year). */
const PUBLIC_HORIZON_DAYS = 400;

/**
 * GET /reservations/available: active apartments with no live reservation sharing a night of [checkIn, checkOut)
 * and no closed night in it (decision 034). One query; the caller has checked the dates.
 */
export async function freeApartments(
  db: Database,
  checkIn: string,
  checkOut: string,
): Promise<FreeApartmentsResponse> {
  const rows = await db
    .select({ apartmentId: apartments.id, apartmentNumber: apartments.apartmentNumber })
    .from(apartments)
    .where(
      and(
        eq(apartments.isActive, true),
        notExists(
          db
            .select({ id: reservations.id })
            .from(reservations)
            .where(
              and(
                eq(reservations.apartmentId, apartments.id),
                ne(reservations.status, 'cancelled'),
                lt(reservations.checkIn, checkOut),
                gt(reservations.checkOut, checkIn),
              ),
            ),
        ),
        notExists(
          db
            .select({ date: pricingDays.date })
            .from(pricingDays)
            .where(
              and(
                eq(pricingDays.apartmentId, apartments.id),
                eq(pricingDays.isClosed, true),
                gte(pricingDays.date, checkIn),
                lt(pricingDays.date, checkOut),
              ),
            ),
        ),
        // Nights an imported block closes are closed nights too (decision 094).
        notExists(
          db
            .select({ id: channelBlocks.id })
            .from(channelBlocks)
            .where(
              and(
                eq(channelBlocks.apartmentId, apartments.id),
                lt(channelBlocks.checkIn, checkOut),
                gt(channelBlocks.checkOut, checkIn),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(apartments.apartmentNumber));
  return { checkIn, checkOut, items: rows, total: rows.length };
}

/**
 * GET /reservations/public/apartment/{id}: the booked half-open ranges from today on, nothing personal. Null for
 * an unknown or inactive apartment.
 */
export async function publicBookedRanges(
  db: Database,
  apartmentId: string,
  now: Date,
): Promise<PublicApartmentReservationsResponse | null> {
  const [apartment] = await db
    .select({ id: apartments.id })
    .from(apartments)
    .where(and(eq(apartments.id, apartmentId), eq(apartments.isActive, true)));
  if (!apartment) return null;
  const today = istanbulDate(now);
  const items = await db
    .select({ checkIn: reservations.checkIn, checkOut: reservations.checkOut })
    .from(reservations)
    .where(
      and(
        eq(reservations.apartmentId, apartment.id),
        ne(reservations.status, 'cancelled'),
        gt(reservations.checkOut, today),
        lt(reservations.checkIn, addDays(today, PUBLIC_HORIZON_DAYS)),
      ),
    )
    .orderBy(asc(reservations.checkIn));
  return { apartmentId: apartment.id, items, total: items.length };
}
