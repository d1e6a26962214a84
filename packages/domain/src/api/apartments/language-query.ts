import { z } from 'zod';
import { FALLBACK_LANGUAGES, SUPPORTED_LANGUAGES } from '../../languages.ts';

const RECOGNISED_LANGUAGE_CODES = [
  ...SUPPORTED_LANGUAGES,
  ...(Object.keys(FALLBACK_LANGUAGES) as (keyof typeof FALLBACK_LANGUAGES)[]),
] as const;

/**
 * `?lang=` of the catalogue calls: overrides Accept-Language for the texts of the answer. de and fr are accepted
 * and answered in English like everywhere else; any other code is a client mistake (400), not silently Turkish.
 */
export const languageQuerySchema = z.object({ lang: z.enum(RECOGNISED_LANGUAGE_CODES).optional() });
export type LanguageQuery = z.infer<typeof languageQuerySchema>;
