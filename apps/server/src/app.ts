import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from './http/app-error.ts';
import { authenticationPlugin } from './http/authentication.ts';
import { answerClientError, connectionChecksPlugin } from './http/client-errors.ts';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { drainingAnswersPlugin } from './http/graceful-shutdown.ts';
import { languagePlugin } from './http/language.ts';
import { loggerOptions, requestId } from './http/request-logging.ts';
import { securityHeadersPlugin } from './http/security-headers.ts';
import { validatorCompiler } from './http/validator-compiler.ts';
import { jobWorkerPlugin } from './jobs/job-worker.ts';
import { requestMetricsPlugin } from './metrics/metrics-server.ts';
import { apartmentRoutes, backOfficeApartmentRoutes } from './modules/apartments/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { googleSignInRoutes } from './modules/auth/google/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { backOfficeCalendarRoutes } from './modules/back-office-calendar/routes.ts';
import {
  cardPaymentBackOfficeRoutes,
  cardPaymentRoutes,
  registerTestGateway,
} from './modules/card-payments/routes.ts';
import { cardPaymentsOffer } from './modules/card-payments/surface.ts';
import { channelFeedRoutes, exportFeedRoutes } from './modules/channel-sync/routes.ts';
import { favoriteRoutes } from './modules/favorites/routes.ts';
import { frontDeskRoutes } from './modules/front-desk/routes.ts';
import { guestRoutes } from './modules/guests/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { legalBackOfficeRoutes, legalRoutes } from './modules/legal/routes.ts';
import { listingPhotoRoutes } from './modules/listing-photos/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { ownerInquiryInboxRoutes, ownerRoutes } from './modules/owners/routes.ts';
import { pricingCalendarRoutes } from './modules/pricing-calendar/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { backOfficeReservationRoutes, reservationRoutes } from './modules/reservations/routes.ts';
import { apartmentReviewRoutes, reviewRoutes } from './modules/reviews/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { effectiveSettings, maintenanceHook } from './modules/settings/surface.ts';
import { siteImageRoutes } from './modules/site-images/routes.ts';
import { testControlRoutes, testControlsEnabled } from './modules/test-controls/routes.ts';
import { tourCatalogueRoutes, tourDepartureRoutes, tourRoutes } from './modules/tours/routes.ts';
import type { AppServices } from './services.ts';
import { createCatalogueReader } from './web/catalogue-reader.ts';
import { type WebPagesOptions, webPagesPlugin } from './web/pages.ts';

export type BuildAppOptions = {
  services: AppServices;
  /** Serve the React Router pages too (omitted in API tests). */
  web?: WebPagesOptions;
  logger?: FastifyServerOptions['logger'];
  /** Run the background job worker (default: everywhere but NODE_ENV=test, whose tests run jobs themselves). */
  jobs?: boolean;
};

/** External plugins, then our own, then routes: the order fastify/demo recommends. */
export async function buildApp({ services, web, logger, jobs }: BuildAppOptions) {
  const { config } = services;
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    genReqId: requestId,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node looks for overdue requests this often (30 s by default, which would let a trickle run that much longer).
      connectionsCheckingInterval: Math.min(5000, Math.ceil(config.HEADERS_TIMEOUT_MS / 4)),
      requireHostHeader: false,
    },
    clientErrorHandler: answerClientError,
    // The router refuses some URLs (broken percent-encoding) before any hook runs: answer those like the rest.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The id the logs know the request by, for a guest's report or nginx's access log.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(requestMetricsPlugin);
  await app.register(drainingAnswersPlugin, { lifecycle: services.lifecycle });

  await app.register(compress, {
    threshold: 1024,
    // Quality 3 for what is compressed on the fly (decision 100): an uncached apartment page (~97 KB of HTML) costs
    // ~1 ms of CPU at quality 3 against ~4-5 ms at 5, for 20.8 KB instead of 18.8 KB (gzip -6: 22.5 KB, ~3.5 ms).
    // Cached answers keep their own, better compression, made once (encoded-body.ts, nonce-gzip.ts).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 3 } },
  });
  await app.register(languagePlugin);
  await app.register(connectionChecksPlugin);
  registerErrorHandler(app);
  await app.register(authenticationPlugin, { services });
  await app.register(securityHeadersPlugin, {
    https: config.PUBLIC_URL.startsWith('https:'),
    development: config.NODE_ENV === 'development',
  });
  // Maintenance mode (decision 073): after the language is known, before any route.
  app.addHook('onRequest', maintenanceHook(services.database, config));
  await app.register(rateLimit, {
    global: false,
    ...(services.redis ? { redis: services.redis, nameSpace: 'konak-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'error.rate_limited', {
        code: 'rate_limited',
        params: { seconds: Math.ceil(context.ttl / 1000) },
      }),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Konak API',
        version: '1.0.0',
        description: 'Apartments, tours, reservations and accounts.',
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, { services });
      await api.register(apartmentRoutes, { services });
      await api.register(tourRoutes, { services });
      await api.register(siteImageRoutes, { services });
      await api.register(pricingCalendarRoutes, { services, prefix: '/pricing-calendar' });
      await api.register(reservationRoutes, { services, prefix: '/reservations' });
      await api.register(backOfficeReservationRoutes, { services, prefix: '/admin/reservations' });
      await api.register(favoriteRoutes, { services, prefix: '/favorites' });
      await api.register(ownerRoutes, { services, prefix: '/owners' });
      await api.register(legalRoutes, { services, prefix: '/legal' });
      await api.register(apartmentReviewRoutes, { services });
      await api.register(reviewRoutes, { services, prefix: '/reviews' });
      await api.register(googleSignInRoutes, { services, prefix: '/auth' });
      await api.register(authRoutes, { services, prefix: '/auth' });
      await api.register(frontDeskRoutes, { services, prefix: '/admin' });
      await api.register(auditRoutes, { services, prefix: '/admin/audit' });
      await api.register(guestRoutes, { services, prefix: '/admin/guests' });
      await api.register(settingsRoutes, { services, prefix: '/admin/settings' });
      await api.register(backOfficeApartmentRoutes, { services, prefix: '/admin/apartments' });
      await api.register(channelFeedRoutes, { services, prefix: '/admin/apartments' });
      await api.register(tourDepartureRoutes, { services, prefix: '/admin/tours' });
      await api.register(tourCatalogueRoutes, { services, prefix: '/admin/tours' });
      await api.register(ownerInquiryInboxRoutes, { services, prefix: '/admin/enquiries' });
      await api.register(reportRoutes, { services, prefix: '/admin' });
      await api.register(backOfficeCalendarRoutes, { services, prefix: '/admin/calendar' });
      await api.register(listingPhotoRoutes, { services, prefix: '/admin' });
      await api.register(cardPaymentRoutes, { services });
      await api.register(cardPaymentBackOfficeRoutes, { services, prefix: '/admin/reservations' });
      await api.register(legalBackOfficeRoutes, { services, prefix: '/admin' });
      if (testControlsEnabled(config)) {
        app.log.warn('test controls are on (/api/test-controls): a site for tests only');
        await api.register(testControlRoutes, { services, prefix: '/test-controls' });
      }
      // Without this, unknown GET /api/... would fall through to the page renderer.
      api.all('/*', { schema: { hide: true } }, async () => {
        throw notFound('route_not_found');
      });
    },
    { prefix: '/api' },
  );

  await app.register(mediaRoutes, { services });
  await app.register(seoRoutes, { services });
  await app.register(exportFeedRoutes, { services });
  await registerTestGateway(app, services);
  await app.register(jobWorkerPlugin, { services, enabled: jobs ?? config.NODE_ENV !== 'test' });
  if (web) {
    const catalogue = createCatalogueReader(services);
    // From the environment only: worked out once, not per page (it derives the test gateway's secret).
    const cardPayments = cardPaymentsOffer(config);
    await app.register(webPagesPlugin, {
      ...web,
      catalogue,
      site: async () => ({ ...(await effectiveSettings(services)).site, cardPayments }),
      database: services.database,
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
