import {
  maintenanceStatusResponseSchema,
  siteSettingsResponseSchema,
  updateSiteSettingsBodySchema,
} from '@konak/domain/api/admin/site-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireAdmin, requireBackOffice, signedInUser } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import { readSettingsAnswer, updateSettings } from './settings-service.ts';
import { effectiveSettings } from './settings-store.ts';

const TAGS = ['back office'];

/** GET/PUT /api/admin/settings (admin only): the operator's settings stored in the database (decision 073). */
export const settingsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get(
    '/maintenance',
    {
      onRequest: requireBackOffice,
      schema: {
        tags: TAGS,
        summary: 'Whether maintenance mode is on (the back office shows a banner)',
        security: BEARER_SECURITY,
        response: { 200: maintenanceStatusResponseSchema },
      },
    },
    async () => (await effectiveSettings(services)).maintenance,
  );

  app.get(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: TAGS,
        summary: 'The site settings: what is set here and the server defaults',
        security: BEARER_SECURITY,
        response: { 200: siteSettingsResponseSchema },
      },
    },
    async () => readSettingsAnswer(services),
  );

  app.put(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: TAGS,
        summary: 'Change the site settings (every value at once; null uses the server default)',
        security: BEARER_SECURITY,
        body: updateSiteSettingsBodySchema,
        response: { 200: siteSettingsResponseSchema },
      },
    },
    async (request) => updateSettings(services, signedInUser(request), request.body, services.clock.now()),
  );
};
