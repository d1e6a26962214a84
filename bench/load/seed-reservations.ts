// Ten thousand reservations for the back-office budget (issue 14 point 9): spread over apartments, tours, statuses,
// payment methods and members, a year around today, never two live stays of one apartment on the same night.
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { reservations } from '../../apps/server/src/db/schema/reservations.ts';
import { users } from '../../apps/server/src/db/schema/users.ts';

type NewReservation = typeof reservations.$inferInsert;

/** A small seeded generator (mulberry32): the same database every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const FIRST = [
  'Ayşe',
  'Mehmet',
  'Elif',
  'Can',
  'Zeynep',
  'Emma',
  'Lukas',
  'Fatima',
  'Olga',
  'John',
  'Maria',
  'Ali',
];
const LAST = ['Yılmaz', 'Demir', 'Kaya', 'Şahin', 'Öztürk', 'Schmidt', 'Haddad', 'Ivanova', 'Smith', 'Rossi'];
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const DAY_MS = 86_400_000;

/** KNK-YYMM-XXXX with the index in the number's alphabet: unique and shaped like the real ones. */
function numberOf(index: number, created: Date): string {
  let rest = index;
  let code = '';
  for (let place = 0; place < 4; place++) {
    code = ALPHABET[rest % ALPHABET.length] + code;
    rest = Math.floor(rest / ALPHABET.length);
  }
  const month = istanbulDate(created).slice(2, 7).replace('-', '');
  return `KNK-${month}-${code}`;
}

export type SeededReservations = {
  total: number;
  apartmentStays: number;
  tourBookings: number;
  members: number;
};

export async function seedReservations(
  db: Database,
  total: number,
  now = new Date(),
): Promise<SeededReservations> {
  const random = generator(14);
  const today = istanbulDate(now);
  const first = addDays(today, -182);
  const last = addDays(today, 182);
  const apartmentRows = (
    await db.execute<{ id: string; price: number }>(
      sql`select id, base_price_cents as price from apartments where is_active order by apartment_number`,
    )
  ).rows;
  const tourRows = (
    await db.execute<{ id: string; price: number; start_times: string[] }>(
      sql`select id, base_price_cents as price, start_times from tours where is_active order by tour_number`,
    )
  ).rows;
  if (apartmentRows.length === 0 || tourRows.length === 0) throw new Error('bench: seed the catalogue first');

  const memberCount = Math.max(1, Math.round(total / 10));
  const stamp = Date.now().toString(36);
  const members = await db
    .insert(users)
    .values(
      Array.from({ length: memberCount }, (_, index) => ({
        email: `bench-guest-${index + 1}-${stamp}@example.com`,
        name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
        phone: `+90 532${String(1_000_000 + index).slice(-7)}`,
        role: 'member' as const,
        preferredLanguage: random.pick(['tr', 'en', 'ar', 'ru'] as const),
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: users.id, name: users.name, email: users.email, phone: users.phone });

  const rows: NewReservation[] = [];
  let serial = 0;
  const base = (checkIn: string, checkOut: string, totalCents: number): NewReservation => {
    const member = random.pick(members);
    const past = checkOut <= today;
    const roll = random.next();
    const status = past
      ? roll < 0.85
        ? 'completed'
        : 'cancelled'
      : roll < 0.55
        ? 'confirmed'
        : roll < 0.85
          ? 'pending'
          : 'cancelled';
    const paymentMethod = random.next() < 0.5 ? 'bank_transfer' : 'pay_at_door';
    const checkInAt = Date.parse(`${checkIn}T12:00:00Z`);
    // Booked 1–60 days ahead at any time of day (real bookings never share an instant, and a list sorted newest
    // first must not meet thousands of ties); a pending bank transfer waiting for its receipt was booked in the
    // last day.
    let createdAt = new Date(
      Math.min(now.getTime() - 60_000, checkInAt - random.int(1, 60) * DAY_MS - random.int(0, DAY_MS - 1)),
    );
    if (status === 'pending' && paymentMethod === 'bank_transfer' && random.next() < 0.3) {
      createdAt = new Date(now.getTime() - random.int(1, 23 * 60) * 60_000);
    }
    const paidCents =
      status === 'completed'
        ? totalCents
        : status === 'confirmed'
          ? random.next() < 0.7
            ? totalCents
            : Math.round(totalCents / 2)
          : 0;
    const index = serial++;
    return {
      reservationNumber: numberOf(index, createdAt),
      type: 'apartment',
      userId: member.id,
      checkIn,
      checkOut,
      adults: random.int(1, 3),
      children: 0,
      guestName: member.name,
      guestEmail: member.email,
      guestPhone: member.phone ?? '+90 5320000000',
      language: 'tr',
      status,
      paymentStatus: paidCents === 0 ? 'pending' : paidCents < totalCents ? 'partially_paid' : 'paid',
      paymentMethod,
      totalCents,
      originalTotalCents: totalCents,
      paidCents,
      remainingCents: totalCents - paidCents,
      cancelledBy: status === 'cancelled' ? 'user' : null,
      cancelledAt: status === 'cancelled' ? new Date(createdAt.getTime() + DAY_MS) : null,
      checkedInAt: status === 'completed' ? new Date(checkInAt + 3 * 3_600_000) : null,
      checkedOutAt: status === 'completed' ? new Date(Date.parse(`${checkOut}T08:00:00Z`)) : null,
      createdAt,
      updatedAt: createdAt,
    };
  };

  // About seven in ten are apartment stays, laid end to end (with gaps) per apartment across the year.
  const wantedStays = Math.round(total * 0.7);
  const cursors = apartmentRows.map(() => first);
  for (let round = 0; rows.length < wantedStays && round < 10_000; round++) {
    const slot = round % apartmentRows.length;
    const apartment = apartmentRows[slot];
    const cursor = cursors[slot];
    if (!apartment || !cursor || cursor >= last) continue;
    const checkIn = addDays(cursor, random.int(0, 2));
    const checkOut = addDays(checkIn, random.int(1, 6));
    cursors[slot] = checkOut;
    rows.push({
      ...base(
        checkIn,
        checkOut,
        apartment.price * Math.max(1, (Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS),
      ),
      apartmentId: apartment.id,
    });
  }
  // The demo's own bookings may hold some of these nights: such a stay is skipped (ON CONFLICT DO NOTHING also
  // covers the exclusion constraint) and a tour booking takes its place.
  let apartmentStays = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const stored = await db
      .insert(reservations)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing()
      .returning({ id: reservations.id });
    apartmentStays += stored.length;
  }
  rows.length = 0;
  // The rest are tour bookings on the tours' departures, small parties.
  while (apartmentStays + rows.length < total) {
    const tour = random.pick(tourRows);
    const date = addDays(first, random.int(0, 364));
    const adults = random.int(1, 3);
    const row = base(date, addDays(date, 1), tour.price * adults);
    rows.push({ ...row, type: 'tour', tourId: tour.id, startTime: random.pick(tour.start_times), adults });
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(reservations).values(rows.slice(start, start + 500));
  }
  await db.execute(sql`analyze`);
  return {
    total: apartmentStays + rows.length,
    apartmentStays,
    tourBookings: rows.length,
    members: memberCount,
  };
}
