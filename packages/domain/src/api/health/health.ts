import { z } from 'zod';

const dependencyStatus = z.enum(['ok', 'failing', 'not_configured']);

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: dependencyStatus, engine: z.enum(['pglite', 'postgres']) }),
  redis: z.object({ status: dependencyStatus }),
});
export type HealthResponse = z.infer<typeof healthResponse>;
