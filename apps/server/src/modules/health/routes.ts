import { healthResponse } from '@konak/domain/api/health/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../services.ts';

type Check = 'ok' | 'failing' | 'not_configured';

/** Load balancers and the e2e harness poll this; it answers 503 when a dependency is down. */
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
      const healthy = database === 'ok' && redis !== 'failing';
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        database: { status: database, engine: services.database.kind },
        redis: { status: redis },
      });
    },
  );
};
