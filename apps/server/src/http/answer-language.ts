import { contentLanguage, type Language, type RecognisedLanguage } from '@konak/domain/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language of a catalogue answer: `?lang=` when the call has it (the page already knows its language), else
 * the request's Accept-Language. de and fr are answered in English.
 */
export function answerLanguage(request: FastifyRequest): Language {
  const lang = (request.query as { lang?: RecognisedLanguage } | undefined)?.lang;
  return lang ? contentLanguage(lang) : request.language;
}

/**
 * Makes a validated `?lang=` the language of everything the plugin's routes answer, errors ("listing not found")
 * included. Runs after validation, so an invalid `lang` itself is reported in the Accept-Language language.
 */
export function useLangQueryParameter(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    request.language = answerLanguage(request);
  });
}
