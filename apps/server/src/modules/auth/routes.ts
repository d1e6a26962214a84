import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../services.ts';
import { createAuthContext } from './auth-context.ts';
import { guestRoutes } from './routes/guest-routes.ts';
import { passwordRoutes } from './routes/password-routes.ts';
import { profileRoutes } from './routes/profile-routes.ts';
import { registrationRoutes } from './routes/registration-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';

/** The Auth calls of spec §7 except Google sign-in, registered under /api/auth (decision 022). */
export const authRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const context = createAuthContext(services);
  await app.register(sessionRoutes, { context });
  await app.register(registrationRoutes, { context });
  await app.register(passwordRoutes, { context });
  await app.register(profileRoutes, { context });
  await app.register(guestRoutes, { context });
};
