import { Redis } from 'ioredis';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mail-message.ts';

/** Everything a request handler or a page loader may use; built once per process. */
export type AppServices = {
  config: Config;
  database: DatabaseHandle;
  /** Shared counters and rate limits across instances; absent means in-process counters. */
  redis: Redis | undefined;
  /** Sends the site's e-mails (SMTP_URL, or .eml files in DATA_DIR/outbox/mail). */
  mailer: Mailer;
};

export function createServices(
  config: Config,
  database: DatabaseHandle,
  overrides: Partial<Pick<AppServices, 'mailer'>> = {},
): AppServices {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : undefined;
  return { config, database, redis, mailer: overrides.mailer ?? createMailer(config) };
}

export async function closeServices(services: AppServices) {
  await services.mailer.close?.();
  await services.redis?.quit().catch(() => services.redis?.disconnect());
  await services.database.close();
}
