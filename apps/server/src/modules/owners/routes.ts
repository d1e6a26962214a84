import {
  createOwnerInquiryBodySchema,
  createOwnerInquiryResponseSchema,
  OWNER_INQUIRY_HONEYPOT_FIELD,
} from '@konak/domain/api/owners/create-owner-inquiry';
import { OWNER_INQUIRIES_PER_HOUR } from '@konak/domain/owners/owner-inquiry-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { translate } from '../../i18n/translate.ts';
import type { AppServices } from '../../services.ts';
import { storeOwnerInquiry } from './inquiries.ts';

export { ownerInquiryInboxRoutes } from './inbox-routes.ts';

/**
 * Enquiries per address and hour (every request counts, as the form checks the same schema before sending):
 * plenty for an owner with two flats, a wall for a script filling the operator's inbox.
 */
export const OWNER_INQUIRY_RATE_LIMIT = {
  max: OWNER_INQUIRIES_PER_HOUR,
  timeWindow: '1 hour',
  keyGenerator: (request: { ip: string }) => `owner-inquiry:${request.ip}`,
  errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
    new AppError(429, 'error.owner_inquiries_rate_limited', {
      code: 'rate_limited',
      params: { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) },
    }),
};

/** The form's fields are short; 16 KiB leaves room for a 2000-character message in any script. */
const BODY_LIMIT_BYTES = 16 * 1024;

/** /api/owners: the owners page's contact form (decision 042). */
export const ownerRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.post(
    '/inquiries',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      config: { rateLimit: OWNER_INQUIRY_RATE_LIMIT },
      schema: {
        tags: ['owners'],
        summary:
          'Send the owners page contact form: stored, mailed to the operator and acknowledged to the owner (201)',
        body: createOwnerInquiryBodySchema,
        response: { 201: createOwnerInquiryResponseSchema },
      },
    },
    async (request, reply) => {
      const { [OWNER_INQUIRY_HONEYPOT_FIELD]: trap, ...input } = request.body;
      const message = translate(request.language, 'owners.inquiry_received', { name: input.name });
      // A person never sees the trap field; a bot that fills it hears the usual answer and nothing is kept.
      if (trap?.trim()) {
        request.log.info('owner inquiry dropped: honeypot field filled');
        return reply.status(201).send({ message });
      }
      await storeOwnerInquiry(services.database.db, input, {
        language: request.language,
        now: services.clock.now(),
      });
      return reply.status(201).send({ message });
    },
  );
};
