import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../services.ts';
import { adminRoutes } from './routes/admin-routes.ts';
import { bookingRoutes } from './routes/booking-routes.ts';
import { memberRoutes } from './routes/member-routes.ts';
import { publicRoutes } from './routes/public-routes.ts';
import { receiptRoutes } from './routes/receipt-routes.ts';

/**
 * The Reservations calls of spec §7 under /api/reservations. Static paths (all, available, my-…) win over /:id in
 * Fastify's router whatever the registration order.
 */
export const reservationRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  await app.register(publicRoutes, { services });
  await app.register(bookingRoutes, { services });
  await app.register(memberRoutes, { services });
  await app.register(receiptRoutes, { services });
  await app.register(adminRoutes, { services });
};

export { backOfficeReservationRoutes } from './routes/back-office-routes.ts';
