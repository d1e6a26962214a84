export const TAGS = ['reservations'];

/** Rate limits counted per member (per address before sign-in is known), each call under its own prefix. */
const perMemberKey =
  (prefix: string) => async (request: { authenticate(): Promise<{ id: string } | null>; ip: string }) =>
    `${prefix}:${(await request.authenticate())?.id ?? request.ip}`;

/** At most `max` calls of one kind per member in 10 minutes (@fastify/rate-limit options). */
export const perMemberLimit = (prefix: string, max: number) => ({
  max,
  timeWindow: '10 minutes',
  keyGenerator: perMemberKey(prefix),
});
