import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../helpers/app.ts';

describe('GET /api/health', () => {
  const context = useTestApp();

  it('reports the database (and Redis when configured) as ok', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database).toEqual({
      status: 'ok',
      engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(body.redis.status).toBe(process.env.TEST_REDIS_URL ? 'ok' : 'not_configured');
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await buildTestApp();
    await broken.services.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().database.status).toBe('failing');
    await broken.services.redis?.quit();
  });
});
