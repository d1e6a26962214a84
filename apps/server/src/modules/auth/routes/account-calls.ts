import type { z } from 'zod';
import { BEARER_SECURITY } from '../../../http/authentication.ts';

type RateLimit = { max: number; timeWindow: string };
type CallSchema = { summary: string; body?: z.ZodType; response: Record<number, z.ZodType> };

const TAGS = ['auth'];

/** The options of an account call anyone may make: its OpenAPI entry and its per-address limit (rate-limits.ts). */
export function openCall<Schema extends CallSchema>(schema: Schema, rateLimit: RateLimit) {
  return { schema: { tags: TAGS, ...schema }, config: { rateLimit } };
}

/** The OpenAPI entry of a signed-in member's call; the route or its plugin adds the requireUser guard. */
export function memberSchema<Schema extends CallSchema>(schema: Schema) {
  return { tags: TAGS, security: BEARER_SECURITY, ...schema };
}
