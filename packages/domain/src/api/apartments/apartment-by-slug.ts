import { z } from 'zod';
import { apartmentDetailSchema } from './apartment.ts';
import { languageQuerySchema } from './language-query.ts';

/** Fastify's router matches no path parameter longer than this (maxParamLength): a longer slug is a 404. */
export const MAX_SLUG_LENGTH = 100;

/**
 * GET /api/apartments/slug/{slug}?lang — a slug of any language, or one the apartment used to have. When it is not
 * the apartment's current slug in the answer's language, `redirectUrl` is that page's path (Turkish unprefixed).
 */
export const apartmentBySlugParamsSchema = z.object({ slug: z.string().min(1).max(MAX_SLUG_LENGTH) });
export const apartmentBySlugQuerySchema = languageQuerySchema;

export const apartmentBySlugResponseSchema = apartmentDetailSchema.extend({
  shouldRedirect: z.boolean(),
  /** Percent-encoded page path such as `/en/apartment/moda-seaside-flat`; null when no redirect is needed. */
  redirectUrl: z.string().nullable(),
});
export type ApartmentBySlugResponse = z.infer<typeof apartmentBySlugResponseSchema>;
