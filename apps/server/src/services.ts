import { Redis } from 'ioredis';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';

/** Everything a request handler or a page loader may use; built once per process. */
export type AppServices = {
  config: Config;
  database: DatabaseHandle;
  /** Shared counters and rate limits across instances; absent means in-process counters. */
  redis: Redis | undefined;
};

export function createServices(config: Config, database: DatabaseHandle): AppServices {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : undefined;
  return { config, database, redis };
}

export async function closeServices(services: AppServices) {
  await services.redis?.quit().catch(() => services.redis?.disconnect());
  await services.database.close();
}
