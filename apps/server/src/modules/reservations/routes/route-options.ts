export const TAGS = ['reservations'];

/** Rate limits counted per member (per address before sign-in is known), each call under its own prefix. */
export const perMemberKey =
  (prefix: string) => async (request: { authenticate(): Promise<{ id: string } | null>; ip: string }) =>
    `${prefix}:${(await request.authenticate())?.id ?? request.ip}`;
