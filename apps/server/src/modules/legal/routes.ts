import {
  deleteLegalDocumentParamsSchema,
  deleteLegalDocumentResponseSchema,
} from '@konak/domain/api/legal/delete-legal-document';
import {
  getLegalDocumentParamsSchema,
  getLegalDocumentQuerySchema,
  getLegalDocumentResponseSchema,
} from '@konak/domain/api/legal/get-legal-document';
import {
  listLegalDocumentsQuerySchema,
  listLegalDocumentsResponseSchema,
} from '@konak/domain/api/legal/list-legal-documents';
import {
  saveLegalDocumentBodySchema,
  saveLegalDocumentResponseSchema,
} from '@konak/domain/api/legal/save-legal-document';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useLangQueryParameter } from '../../http/answer-language.ts';
import { requireRole, signedInUser } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import {
  deleteLegalDocument,
  documentNotFound,
  listLegalDocuments,
  readLegalDocument,
  saveLegalDocument,
} from './service.ts';

// The back office's calls live beside; app.ts registers every module's routes from its routes.ts.
export { legalBackOfficeRoutes } from './back-office-routes.ts';

const TAGS = ['legal'];
const SECURITY = [{ bearerAuth: [] }];

/** Spec §7 "Legal" under /api/legal: reading is public, saving and deleting are for admins. */
export const legalRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  await app.register(readerRoutes, { services });
  await app.register(adminRoutes, { services });
};

/** Reading: public, in the language of `?lang` (errors too). */
const readerRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (reader, { services }) => {
  const { db } = services.database;
  useLangQueryParameter(reader);

  reader.get(
    '/documents',
    {
      schema: {
        tags: TAGS,
        summary:
          'The legal documents in a language (Turkish where a translation is missing), without content',
        querystring: listLegalDocumentsQuerySchema,
        response: { 200: listLegalDocumentsResponseSchema },
      },
    },
    async (request) => {
      const items = await listLegalDocuments(db, request.language);
      return { items, total: items.length };
    },
  );

  reader.get(
    '/documents/:type',
    {
      schema: {
        tags: TAGS,
        summary:
          'One legal document with its sanitised HTML; the Turkish original when the language has none',
        description:
          'type: kvkk, privacy-policy, terms-conditions, cookie-policy or distance-sales-contract. `language` ' +
          'in the answer is the language of the text: "tr" when the asked language has no version. 404 ' +
          '`document_not_found` for any other type or when there is no text.',
        params: getLegalDocumentParamsSchema,
        querystring: getLegalDocumentQuerySchema,
        response: { 200: getLegalDocumentResponseSchema },
      },
    },
    async (request) => {
      const document = await readLegalDocument(db, request.params.type, request.language);
      if (!document) throw documentNotFound();
      return document;
    },
  );
};

/** Saving and deleting: admins only. */
const adminRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (admin, { services }) => {
  const { db } = services.database;
  // onRequest: a guest hears 401 and a member 403 before anyone looks at the input.
  admin.addHook('onRequest', requireRole('admin'));

  admin.post(
    '/documents',
    {
      schema: {
        tags: TAGS,
        summary: 'Create or replace the document of a type and language (admin)',
        description:
          'The content is cleaned on save: only h2, h3, p, ul, ol, li, strong, em, a, table, thead, tbody, tr, ' +
          'th, td and br stay; links keep http(s), mailto, tel and site paths. Every save is a new version (the ' +
          'history is in the back office). 201 when the language had no text, 200 when it replaced one.',
        security: SECURITY,
        body: saveLegalDocumentBodySchema,
        response: { 200: saveLegalDocumentResponseSchema, 201: saveLegalDocumentResponseSchema },
      },
    },
    async (request, reply) => {
      const saved = await saveLegalDocument(db, signedInUser(request), request.body, services.clock.now());
      return reply.code(saved.created ? 201 : 200).send(saved);
    },
  );

  admin.delete(
    '/documents/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete one language version of a legal document (admin)',
        security: SECURITY,
        params: deleteLegalDocumentParamsSchema,
        response: { 200: deleteLegalDocumentResponseSchema },
      },
    },
    async (request) => {
      await deleteLegalDocument(db, request.params.id);
      return { deleted: true as const };
    },
  );
};
