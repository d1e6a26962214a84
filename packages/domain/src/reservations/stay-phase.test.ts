import { describe, expect, it } from 'vitest';
import { stayPhase } from './stay-phase.ts';

describe('stay phase', () => {
  const today = '2026-06-10';
  const stay = (checkIn: string, checkOut: string, status = 'confirmed' as const) => ({
    status,
    checkIn,
    checkOut,
  });

  it('is upcoming while check-in is ahead', () => {
    expect(stayPhase(stay('2026-06-11', '2026-06-14'), today)).toBe('upcoming');
    expect(stayPhase({ ...stay('2026-06-20', '2026-06-21'), status: 'pending' }, today)).toBe('upcoming');
  });

  it('is active from the check-in day until the day before check-out', () => {
    expect(stayPhase(stay('2026-06-10', '2026-06-12'), today)).toBe('active');
    expect(stayPhase(stay('2026-06-08', '2026-06-11'), today)).toBe('active');
  });

  it('is past from the check-out day, and always once cancelled or completed', () => {
    expect(stayPhase(stay('2026-06-07', '2026-06-10'), today)).toBe('past');
    expect(stayPhase({ ...stay('2026-07-01', '2026-07-03'), status: 'cancelled' }, today)).toBe('past');
    expect(stayPhase({ ...stay('2026-06-09', '2026-06-11'), status: 'completed' }, today)).toBe('past');
  });
});
