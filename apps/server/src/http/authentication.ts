import { BACK_OFFICE_ROLES } from '@konak/domain/auth/user-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRole } from '../db/schema/users.ts';
import { type SessionTokenSource, type SessionUser, verifySession } from './session-tokens.ts';

export type { SessionUser } from './session-tokens.ts';

import { forbidden, unauthorized } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, or null for a guest. Only filled once something asked: requireUser/requireRole, or
     * `await request.authenticate()` on routes where signing in is optional.
     */
    user: SessionUser | null;
    /** The session (token `jti`) behind `user`, for logout. */
    sessionId: string | null;
    /** Verifies the bearer token once per request; null without a header, with a malformed one or a bad token. */
    authenticate(): Promise<SessionUser | null>;
  }
}

const BEARER = /^Bearer +([^\s]+)$/i;
// A JWT of ours is a few hundred characters; anything much longer is not worth verifying.
const MAX_TOKEN_LENGTH = 4096;

/** The token of an `Authorization: Bearer …` header, or null when there is none or it is malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const token = BEARER.exec(header)?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/**
 * Bearer-token authentication. Verification is lazy: public routes never pay for a database lookup, and a
 * bad token only fails the request (401) on routes that require a user.
 */
export const authenticationPlugin = fp(
  async (app: FastifyInstance, { services }: { services: SessionTokenSource }) => {
    const verified = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('authenticate', function authenticate(this: FastifyRequest) {
      let pending = verified.get(this);
      if (!pending) {
        const token = bearerToken(this.headers.authorization);
        pending = token
          ? verifySession(services, token).then((session) => {
              this.user = session?.user ?? null;
              this.sessionId = session?.sessionId ?? null;
              return this.user;
            })
          : Promise.resolve(null);
        verified.set(this, pending);
      }
      return pending;
    });
  },
  { name: 'authentication' },
);

/** preHandler: 401 unless the request carries a valid session token. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await request.authenticate())) throw unauthorized();
}

/** preHandler: 401 without a valid session token, 403 when the user has none of the roles. */
export function requireRole(...roles: [UserRole, ...UserRole[]]) {
  return async function requireRoleHandler(request: FastifyRequest): Promise<void> {
    const user = await request.authenticate();
    if (!user) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden();
  };
}

/** onRequest hook of back-office calls: staff and admins (401 for a guest, 403 for anyone else). */
export const requireBackOffice = requireRole(...BACK_OFFICE_ROLES);

/** onRequest hook of calls only an admin may make (users' roles, settings, the audit trail). */
export const requireAdmin = requireRole('admin');

/** The user requireUser / requireRole established for this request (401 if a route forgot the guard). */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The OpenAPI security entry of every route that needs a bearer token. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
