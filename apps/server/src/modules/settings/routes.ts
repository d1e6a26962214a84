import {
  siteSettingsResponseSchema,
  updateSiteSettingsBodySchema,
} from '@konak/domain/api/admin/site-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireAdmin, signedInUser } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import { readSettingsAnswer, updateSettings } from './settings-service.ts';

const TAGS = ['back office'];

/** GET/PUT /api/admin/settings (admin only): the operator's settings stored in the database (decision 073). */
export const settingsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/',
    {
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
