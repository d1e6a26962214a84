import { Redis } from 'ioredis';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loadDemoPictures } from './demo-content.ts';
import { Lifecycle } from './lifecycle.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mail-message.ts';
import type { PictureCatalogue } from './modules/media/surface.ts';
import { createSmsSender } from './sms/create-sms-sender.ts';
import type { SmsSender } from './sms/sms-message.ts';

/** The time as the services see it; tests swap in a controllable one (reservation rules, jobs). */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** Everything a request handler or a page loader may use; built once per process. */
export type AppServices = {
  config: Config;
  database: DatabaseHandle;
  /** Shared counters and rate limits across instances; absent means in-process counters. */
  redis: Redis | undefined;
  /** Sends the site's e-mails (SMTP_URL, or .eml files in DATA_DIR/outbox/mail). */
  mailer: Mailer;
  /** Sends text messages (SMS_URL, or files in DATA_DIR/outbox/sms). */
  sms: SmsSender;
  clock: Clock;
  /** The drawings /media serves: the demo's, loaded on first use; none with SEED=none (decision 064). */
  pictures: () => Promise<PictureCatalogue | undefined>;
  /** Whether the process is shutting down (readiness answers 503, the job worker stops taking work). */
  lifecycle: Lifecycle;
};

export function createServices(
  config: Config,
  database: DatabaseHandle,
  overrides: Partial<Pick<AppServices, 'mailer' | 'sms' | 'clock'>> = {},
): AppServices {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : undefined;
  return {
    config,
    database,
    redis,
    mailer: overrides.mailer ?? createMailer(config),
    sms: overrides.sms ?? createSmsSender(config),
    clock: overrides.clock ?? systemClock,
    pictures: config.SEED === 'none' ? async () => undefined : once(loadDemoPictures),
    lifecycle: new Lifecycle(),
  };
}

/** Calls load the first time only; later calls share its promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}

export async function closeServices(services: AppServices) {
  await services.mailer.close?.();
  await services.redis?.quit().catch(() => services.redis?.disconnect());
  await services.database.close();
}
