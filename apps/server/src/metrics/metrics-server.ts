import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppServices } from '../services.ts';
import { httpRequestDuration, registry, scrapedGauge } from './metrics.ts';

// The services the scraped gauges read: those of the process's one app (set when its metrics listener starts).
let scraped: AppServices | undefined;

scrapedGauge({
  name: 'konak_job_queue_depth',
  help: 'Background jobs waiting (pending and due), running, or failed for good, across every process.',
  label: 'state',
  async read(): Promise<Record<string, number>> {
    if (!scraped) return {};
    const result = await scraped.database.db.execute<{ due: number; running: number; failed: number }>(sql`
      select count(*) filter (where status = 'pending' and run_at <= now())::int as due,
             count(*) filter (where status = 'running')::int as running,
             count(*) filter (where status = 'failed')::int as failed
      from jobs`);
    const row = result.rows[0];
    return row ? { due: row.due, running: row.running, failed: row.failed } : {};
  },
});

scrapedGauge({
  name: 'konak_db_pool_connections',
  help: "This process's PostgreSQL pool: connections open, idle, and queries waiting for one (none on PGlite).",
  label: 'state',
  read(): Record<string, number> {
    const database = scraped?.database;
    if (database?.kind !== 'postgres') return {};
    const pool = database.client;
    return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
  },
});

/**
 * Times every answer by its route pattern (`/api/apartments/:slug`), never the raw URL: a crawler asking for a new
 * URL every time must not make a new series every time. Unmatched URLs share one label.
 */
export const requestMetricsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      httpRequestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'request-metrics' },
);

/**
 * Serves /metrics on METRICS_PORT, a listener of its own that nginx never proxies: only what can reach that port
 * (the machine, or the monitoring network the firewall lets in) reads it.
 */
export async function startMetricsServer(
  services: AppServices,
  { port, host }: { port: number; host: string },
): Promise<Server> {
  scraped = services;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
