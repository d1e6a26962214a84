import type { Clock } from '../../src/services.ts';

/** A clock that only moves when told: jobs and reservation rules see exactly the instant a test sets. */
export class ManualClock implements Clock {
  #instant: number;

  constructor(start: Date | string = new Date()) {
    this.#instant = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#instant);
  }

  set(instant: Date | string): void {
    this.#instant = new Date(instant).getTime();
  }

  advance(milliseconds: number): void {
    this.#instant += milliseconds;
  }
}

export const HOUR_MS = 3_600_000;
