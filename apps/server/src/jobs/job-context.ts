import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../services.ts';

/** What a job handler gets: the services, the instant of the run (the worker's clock) and a logger. */
export type JobContext = { services: AppServices; now: Date; log: FastifyBaseLogger };

/** Runs one job; throwing schedules a retry with backoff. */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;
