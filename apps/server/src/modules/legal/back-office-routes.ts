import {
  acceptedLegalVersionsSchema,
  legalDocumentEditorParamsSchema,
  legalDocumentEditorSchema,
  legalDocumentOverviewSchema,
  legalVersionParamsSchema,
  legalVersionSchema,
  previewLegalDocumentBodySchema,
  previewLegalDocumentResponseSchema,
  saveLegalVersionBodySchema,
  saveLegalVersionResponseSchema,
} from '@konak/domain/api/admin/legal-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, requireAdmin, requireBackOffice, signedInUser } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import { acceptedVersionsOf } from './acceptances.ts';
import { legalEditor, legalOverview, readLegalVersion, saveLegalVersion } from './back-office.ts';
import { prepareLegalContent } from './sanitize-legal-html.ts';

const TAGS = ['back office'];

/** /api/admin/legal-documents (admin): the legal texts per language, their history, preview and save (decision 091). */
export const legalBackOfficeRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { db } = services.database;

  app.get(
    '/legal-documents',
    {
      onRequest: requireAdmin,
      schema: {
        tags: TAGS,
        summary: 'Every legal document in every language with its current version',
        security: BEARER_SECURITY,
        response: { 200: legalDocumentOverviewSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const items = await legalOverview(db);
      return { items, total: items.length };
    },
  );

  app.post(
    '/legal-documents/preview',
    {
      onRequest: requireAdmin,
      schema: {
        tags: TAGS,
        summary: 'Clean HTML as a save would and answer what the public page would show (stores nothing)',
        security: BEARER_SECURITY,
        body: previewLegalDocumentBodySchema,
        response: { 200: previewLegalDocumentResponseSchema },
      },
    },
    async (request) => prepareLegalContent(request.body.content),
  );

  app.get(
    '/legal-documents/versions/:versionId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: TAGS,
        summary: 'One version of a legal document, current or old, as the public page shows it',
        security: BEARER_SECURITY,
        params: legalVersionParamsSchema,
        response: { 200: legalVersionSchema },
      },
    },
    async (request) => readLegalVersion(db, request.params.versionId),
  );

  app.get(
    '/legal-documents/:type/:language',
    {
      onRequest: requireAdmin,
      schema: {
        tags: TAGS,
        summary: 'The current text of a document in a language, to edit, with its version history',
        security: BEARER_SECURITY,
        params: legalDocumentEditorParamsSchema,
        response: { 200: legalDocumentEditorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return legalEditor(db, request.params.type, request.params.language);
    },
  );

  app.put(
    '/legal-documents/:type/:language',
    {
      onRequest: requireAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Save a new version of a document in a language (baseVersion: the version the editor opened)',
        security: BEARER_SECURITY,
        params: legalDocumentEditorParamsSchema,
        body: saveLegalVersionBodySchema,
        response: { 200: saveLegalVersionResponseSchema, 201: saveLegalVersionResponseSchema },
      },
    },
    async (request, reply) => {
      const saved = await saveLegalVersion(
        db,
        signedInUser(request),
        request.params,
        request.body,
        services.clock.now(),
      );
      return reply.code(saved.created ? 201 : 200).send(saved.version);
    },
  );

  for (const holder of ['reservations', 'guests'] as const) {
    app.get(
      `/${holder}/:id/accepted-legal-versions`,
      {
        onRequest: requireBackOffice,
        schema: {
          tags: TAGS,
          summary:
            holder === 'reservations'
              ? 'The versions of the legal documents the guest accepted when booking'
              : 'The versions of the legal documents an account accepted, at registration and with each booking',
          security: BEARER_SECURITY,
          params: z.object({ id: z.uuid() }),
          response: { 200: acceptedLegalVersionsSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const rows = await acceptedVersionsOf(
          db,
          holder === 'reservations' ? { reservationId: id } : { userId: id },
        );
        const items = rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt.toISOString() }));
        return { items, total: items.length };
      },
    );
  }
};
