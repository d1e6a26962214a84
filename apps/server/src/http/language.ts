import { type Language, languageFromAcceptLanguage } from '@konak/domain/languages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of texts and error messages for this request, from Accept-Language (default tr). */
    language: Language;
  }
}

export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', 'tr');
    app.addHook('onRequest', async (request) => {
      request.language = languageFromAcceptLanguage(request.headers['accept-language']);
    });
  },
  { name: 'language' },
);
