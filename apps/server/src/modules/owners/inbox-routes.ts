import {
  changeOwnerInquiryStatusBodySchema,
  listOwnerInquiriesQuerySchema,
  listOwnerInquiriesResponseSchema,
  ownerInquiryDetailSchema,
  ownerInquiryParamsSchema,
} from '@konak/domain/api/admin/owner-inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireBackOffice, signedInUser } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import { changeOwnerInquiryStatus, listOwnerInquiries, ownerInquiryDetail } from './inquiry-inbox.ts';

const TAGS = ['back office'];

/** /api/admin/enquiries: the owners' enquiries as an inbox with a status (decision 079). */
export const ownerInquiryInboxRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { db } = services.database;

  app.get(
    '/',
    {
      onRequest: requireBackOffice,
      schema: {
        tags: TAGS,
        summary: "Owners' enquiries newest first, paged, optionally of one status",
        security: BEARER_SECURITY,
        querystring: listOwnerInquiriesQuerySchema,
        response: { 200: listOwnerInquiriesResponseSchema },
      },
    },
    async (request) => listOwnerInquiries(db, request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: requireBackOffice,
      schema: {
        tags: TAGS,
        summary: "One owner's enquiry in full",
        security: BEARER_SECURITY,
        params: ownerInquiryParamsSchema,
        response: { 200: ownerInquiryDetailSchema },
      },
    },
    async (request) => ownerInquiryDetail(db, request.params.id),
  );

  app.put(
    '/:id/status',
    {
      onRequest: requireBackOffice,
      schema: {
        tags: TAGS,
        summary: "Set an enquiry's status (new, answered, closed); the same status again changes nothing",
        security: BEARER_SECURITY,
        params: ownerInquiryParamsSchema,
        body: changeOwnerInquiryStatusBodySchema,
        response: { 200: ownerInquiryDetailSchema },
      },
    },
    async (request) =>
      changeOwnerInquiryStatus(
        db,
        signedInUser(request),
        request.params.id,
        request.body.status,
        services.clock.now(),
      ),
  );
};
