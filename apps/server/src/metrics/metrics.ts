import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (decision 099), kept in one registry of its own. Every label takes a value from a
 * short fixed list (a route pattern, never the URL a client sent), so the number of series stays bounded.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'konak_' });

export const httpRequestDuration = new Histogram({
  name: 'konak_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by route pattern, method and status.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const bookingAttempts = new Counter({
  name: 'konak_booking_attempts_total',
  help: 'Reservations asked for (site and back office), retries answered from their Idempotency-Key included.',
  registers: [registry],
});

export const bookingsAccepted = new Counter({
  name: 'konak_bookings_accepted_total',
  help: 'Reservations stored (a replayed Idempotency-Key is not counted again).',
  registers: [registry],
});

export const bookingConflicts = new Counter({
  name: 'konak_booking_conflicts_total',
  help: 'Reservations refused because another booking took the dates or the places first, by error code.',
  labelNames: ['code'] as const,
  registers: [registry],
});

export const jobFailures = new Counter({
  name: 'konak_job_failures_total',
  help: 'Background job runs that failed, by job kind.',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const cacheRequests = new Counter({
  name: 'konak_cache_requests_total',
  help: 'Look-ups in the in-process answer caches, by cache and result (hit or miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

/** A gauge whose value is read when Prometheus scrapes: `read` answers the current figures by label value. */
export function scrapedGauge<Label extends string>(options: {
  name: string;
  help: string;
  label: Label;
  read: () => Promise<Record<string, number>> | Record<string, number>;
}): Gauge<Label> {
  return new Gauge({
    name: options.name,
    help: options.help,
    labelNames: [options.label],
    registers: [registry],
    async collect() {
      this.reset();
      const figures = await options.read();
      for (const [value, figure] of Object.entries(figures)) {
        this.set({ [options.label]: value } as Record<Label, string>, figure);
      }
    },
  });
}
