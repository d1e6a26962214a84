import type { ReservationStatus } from './reservation-states.ts';

/**
 * Where a reservation stands for its guest's lists (decision 034): upcoming — live and check-in still ahead;
 * active — live and the guest is staying now (check-in day up to the day before check-out); past — check-out day
 * reached, completed or cancelled. `today` is the Istanbul calendar date.
 */
export type StayPhase = 'upcoming' | 'active' | 'past';

export function stayPhase(
  reservation: { status: ReservationStatus; checkIn: string; checkOut: string },
  today: string,
): StayPhase {
  if (reservation.status === 'cancelled' || reservation.status === 'completed') return 'past';
  if (reservation.checkOut <= today) return 'past';
  return reservation.checkIn <= today ? 'active' : 'upcoming';
}
