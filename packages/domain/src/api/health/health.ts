import { z } from 'zod';

const dependencyStatus = z.enum(['ok', 'failing', 'not_configured']);

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: dependencyStatus, engine: z.enum(['pglite', 'postgres']) }),
  redis: z.object({ status: dependencyStatus }),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/ready (decision 098): whether this process should be sent traffic, and what says no when it says no. */
export const readyResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: dependencyStatus,
  redis: dependencyStatus,
  migrations: z.enum(['current', 'pending', 'unknown']),
  shuttingDown: z.boolean(),
});
export type ReadyResponse = z.infer<typeof readyResponse>;
