import {
  listSiteImagesQuerySchema,
  listSiteImagesResponseSchema,
} from '@konak/domain/api/site-images/list-site-images';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useLangQueryParameter } from '../../http/answer-language.ts';
import type { AppServices } from '../../services.ts';
import { listSiteImages } from './service.ts';

export const siteImageRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { db } = services.database;
  useLangQueryParameter(app);
  app.get(
    '/upload/site-images',
    {
      schema: {
        tags: ['site images'],
        summary: 'Hero pictures of the pages, optionally of one category',
        querystring: listSiteImagesQuerySchema,
        response: { 200: listSiteImagesResponseSchema },
      },
    },
    async (request) => {
      const items = await listSiteImages(db, request.language, request.query.category);
      return { items, total: items.length };
    },
  );
};
