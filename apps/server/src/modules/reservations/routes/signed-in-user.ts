import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../../http/app-error.ts';
import type { SessionUser } from '../../auth/session-tokens.ts';

/** The user requireUser / requireRole established for this request. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const TAGS = ['reservations'];
export const SECURITY = [{ bearerAuth: [] }];

/** Rate limits counted per member (per address before sign-in is known), each call under its own prefix. */
export const perMemberKey =
  (prefix: string) => async (request: { authenticate(): Promise<{ id: string } | null>; ip: string }) =>
    `${prefix}:${(await request.authenticate())?.id ?? request.ip}`;
