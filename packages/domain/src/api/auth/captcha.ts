import { z } from 'zod';

/**
 * Self-hosted proof-of-work captcha in ALTCHA's format (brief §5: no third-party service). The server issues a
 * signed challenge; the browser finds the number n with SHA-256(salt + n) = challenge and sends it back with the
 * challenge. Nothing about the visitor leaves our servers.
 */

export const captchaChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  /** Hex SHA-256 of salt + the secret number. */
  challenge: z.string(),
  /** The search goes from 0 to maxnumber. */
  maxnumber: z.number().int().positive(),
  /** Random, and carries its expiry: "…?expires=<unix seconds>". */
  salt: z.string(),
  /** Hex HMAC-SHA-256 of the challenge with a server key, so challenges cannot be made up. */
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** The solved challenge the login request carries. */
export const captchaSolutionSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().max(128),
  number: z.number().int().min(0).max(10_000_000),
  salt: z.string().max(256),
  signature: z.string().max(128),
});
export type CaptchaSolution = z.infer<typeof captchaSolutionSchema>;
