import { healthResponse, readyResponse } from '@konak/domain/api/health/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsAreCurrent } from '../../db/migrate.ts';
import type { AppServices } from '../../services.ts';

type Check = 'ok' | 'failing' | 'not_configured';

/** Whether the database and Redis (when configured) answer a trivial question now. */
async function dependencyChecks(services: AppServices): Promise<{ database: Check; redis: Check }> {
  const database: Check = await services.database.db
    .execute(sql`select 1`)
    .then((): Check => 'ok')
    .catch((): Check => 'failing');
  const redis: Check = services.redis
    ? await services.redis
        .ping()
        .then((): Check => 'ok')
        .catch((): Check => 'failing')
    : 'not_configured';
  return { database, redis };
}

/**
 * /health: liveness for the e2e harness and monitors, 503 when a dependency is down. /ready: whether a load balancer
 * should send this process traffic (decision 098).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and dependency check',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const { database, redis } = await dependencyChecks(services);
      const healthy = database === 'ok' && redis !== 'failing';
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        database: { status: database, engine: services.database.kind },
        redis: { status: redis },
      });
    },
  );

  // Once current, the migrations stay current for this code: later checks skip the query.
  let migrationsCurrent = false;
  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 503 until the database, Redis and migrations are ready, and from SIGTERM on',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (_request, reply) => {
      const shuttingDown = services.lifecycle.shuttingDown;
      const { database, redis } = await dependencyChecks(services);
      if (!migrationsCurrent && database === 'ok') {
        migrationsCurrent = await migrationsAreCurrent(services.database).catch(() => false);
      }
      const migrations = migrationsCurrent ? 'current' : database === 'ok' ? 'pending' : 'unknown';
      const ready = !shuttingDown && database === 'ok' && redis !== 'failing' && migrations === 'current';
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', database, redis, migrations, shuttingDown });
    },
  );
};
