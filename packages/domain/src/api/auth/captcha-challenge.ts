import { captchaChallengeSchema } from './captcha.ts';

/** GET /api/auth/captcha-challenge — a fresh proof-of-work challenge for the login form. */
export const captchaChallengeResponseSchema = captchaChallengeSchema;
