import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../../src/metrics/metrics-server.ts';
import { useTestApp } from '../helpers/app.ts';
import {
  apartmentBooking,
  dayFrom,
  injector,
  insertBookableApartment,
  signedInUser,
} from './reservation-fixtures.ts';

// Decision 099: Prometheus metrics on a listener of their own, labelled by route pattern, never by raw URL.
describe('metrics on METRICS_PORT', () => {
  const context = useTestApp();
  let metricsUrl = '';
  let close = () => {};
  beforeAll(async () => {
    const server = await startMetricsServer(context.services, { port: 0, host: '127.0.0.1' });
    metricsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    close = () => server.close();
  });
  afterAll(() => close());

  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return response.text();
  };
  /** The value of one series, 0 when it is not there yet. */
  const seriesValue = (text: string, series: string) => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it('times answers by route pattern, so a new URL every time makes no new series', async () => {
    const slug = `no-such-apartment-${Date.now()}`;
    await context.app.inject({ method: 'GET', url: `/api/apartments/slug/${slug}` });
    await context.app.inject({ method: 'GET', url: `/api/nothing-here-${Date.now()}?token=x` });
    const text = await scrape();
    expect(text).toMatch(
      /konak_http_request_duration_seconds_count\{method="GET",route="\/api\/apartments\/slug\/:slug",status_code="404"\} \d+/,
    );
    expect(text).toMatch(
      /konak_http_request_duration_seconds_count\{method="GET",route="\/api\/\*",status_code="404"\} \d+/,
    );
    expect(text).not.toContain(slug);
    expect(text).not.toContain('nothing-here');
    expect(text).toContain('konak_process_cpu_seconds_total');
  });

  it('counts booking attempts, bookings and conflicts; shows the job queue and the pool', async () => {
    const before = await scrape();
    const apartment = await insertBookableApartment(context.db);
    const inject = injector(context);
    const book = async () =>
      inject({
        method: 'POST',
        url: '/api/reservations/create',
        token: (await signedInUser(context)).token,
        payload: apartmentBooking(apartment.id, dayFrom(context, 30), dayFrom(context, 33)),
      });
    expect((await book()).statusCode).toBe(201);
    expect((await book()).statusCode).toBe(409);
    const search = `/api/apartments/available?checkIn=${dayFrom(context, 50)}&checkOut=${dayFrom(context, 52)}&adults=2`;
    expect((await inject({ method: 'GET', url: search })).statusCode).toBe(200);
    const after = await scrape();
    expect(
      seriesValue(after, 'konak_booking_attempts_total') -
        seriesValue(before, 'konak_booking_attempts_total'),
    ).toBe(2);
    expect(
      seriesValue(after, 'konak_bookings_accepted_total') -
        seriesValue(before, 'konak_bookings_accepted_total'),
    ).toBe(1);
    const conflicts = 'konak_booking_conflicts_total{code="dates_taken"}';
    expect(seriesValue(after, conflicts) - seriesValue(before, conflicts)).toBe(1);
    // The booking queued its notices.
    expect(seriesValue(after, 'konak_job_queue_depth{state="due"}')).toBeGreaterThan(0);
    expect(after).toMatch(/konak_job_queue_depth\{state="failed"\} \d+/);
    if (context.services.database.kind === 'postgres') {
      expect(seriesValue(after, 'konak_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    }
    expect(
      seriesValue(after, 'konak_cache_requests_total{cache="availability",result="miss"}'),
    ).toBeGreaterThan(0);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  });
});
