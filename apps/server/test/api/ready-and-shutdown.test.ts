import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drainServer, trackConnections } from '../../src/http/graceful-shutdown.ts';
import { buildTestApp, useTestApp } from '../helpers/app.ts';

// Decision 098: /api/ready says whether this process should get traffic; SIGTERM drains it without failing a request.
describe('GET /api/ready', () => {
  const context = useTestApp();

  it('is ready when the database (and Redis when configured) answer and the migrations are current', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: 'ok',
      redis: process.env.TEST_REDIS_URL ? 'ok' : 'not_configured',
      migrations: 'current',
      shuttingDown: false,
    });
  });

  it('answers 503 while a migration this code ships is not applied yet', async () => {
    const behind = await buildTestApp();
    try {
      await behind.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const response = await behind.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not_ready', database: 'ok', migrations: 'pending' });
    } finally {
      await behind.app.close();
    }
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await buildTestApp();
    await broken.services.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not_ready',
      database: 'failing',
      migrations: 'unknown',
    });
    await broken.services.redis?.quit();
  });
});

/** A listening app with a route that takes `ms` to answer, drained as SIGTERM drains it. */
async function listeningApp() {
  const built = await buildTestApp();
  built.app.get('/slow', async (request) => {
    await delay(Number((request.query as { ms?: string }).ms ?? 500));
    return { done: true };
  });
  const connections = trackConnections(built.app.server);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as AddressInfo;
  return { ...built, connections, base: `http://127.0.0.1:${port}` };
}

/** What the SIGTERM handler of server.ts does first, with this timeout. */
const drain = (site: Awaited<ReturnType<typeof listeningApp>>, timeoutMs: number) =>
  drainServer(site.app.server, {
    lifecycle: site.services.lifecycle,
    connections: site.connections,
    timeoutMs,
    log: site.app.log,
  });

describe('shutting down', () => {
  it('refuses new connections at once, says 503 on /api/ready, and lets the requests in flight finish', async () => {
    const site = await listeningApp();
    let workerStopped = false;
    site.services.lifecycle.onShutdown(() => {
      workerStopped = true;
    });
    const inFlight = fetch(`${site.base}/slow?ms=800`);
    await delay(200);
    const started = Date.now();
    const drained = drain(site, 10_000);
    expect(site.services.lifecycle.shuttingDown).toBe(true);
    expect(workerStopped).toBe(true);
    const ready = await site.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', shuttingDown: true });
    expect(ready.headers.connection).toBe('close');
    await expect(fetch(`${site.base}/api/health`)).rejects.toThrow();

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    // The proxy is told not to send anything more on this connection.
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.json()).toEqual({ done: true });
    await drained;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(site.connections.open).toBe(0);
    await site.app.close();
  });

  it("closes another client's idle keep-alive connection after the grace, well before the timeout", async () => {
    const site = await listeningApp();
    // fetch keeps the connection open for the next request (the app's keep-alive lasts 72 s).
    expect((await fetch(`${site.base}/api/health`)).status).toBe(200);
    expect(site.connections.open).toBe(1);
    const started = Date.now();
    await drain(site, 20_000);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(4500);
    expect(took).toBeLessThan(8000);
    await site.app.close();
  });

  it('cuts what is still running when the timeout is over', async () => {
    const site = await listeningApp();
    const tooSlow = fetch(`${site.base}/slow?ms=5000`).then(
      () => 'answered',
      () => 'cut',
    );
    await delay(200);
    const started = Date.now();
    await drain(site, 300);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await tooSlow).toBe('cut');
    await site.app.close();
  });
});
