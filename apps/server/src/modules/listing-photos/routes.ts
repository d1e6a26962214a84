import {
  reorderListingPhotosBodySchema,
  setPhotoAltBodySchema,
} from '@konak/domain/api/admin/arrange-listing-photos';
import {
  listingPhotoParamsSchema as listingPhotoParams,
  listingPhotosPageSchema,
  listingPhotosParamsSchema as listingPhotosParams,
  listingPhotosResponseSchema,
  PHOTO_OWNER_KINDS,
  sitePhotoParamsSchema,
  sitePhotosParamsSchema,
} from '@konak/domain/api/admin/listing-photo';
import {
  UPLOAD_PHOTO_BODY_TYPES,
  uploadListingPhotoResponseSchema,
} from '@konak/domain/api/admin/upload-listing-photo';
import { PHOTO_MAX_BYTES } from '@konak/domain/catalogue/listing-photos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { BEARER_SECURITY, requireAdmin, signedInUser } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import {
  addPhoto,
  deletePhoto,
  listPhotos,
  reorderPhotos,
  setCoverPhoto,
  setPhotoAlt,
} from './photo-service.ts';

const TAGS = ['back office'];
const OWNER_NAMES = {
  apartments: 'an apartment',
  tours: 'a tour',
  'site-images': 'a hero picture category',
} as const;
const photoTooLarge = () => new AppError(413, 'error.photo_too_large', { code: 'photo_too_large' });

/**
 * /api/admin/{apartments|tours}/{id}/photos and /api/admin/site-images/{category}/photos (admin): list, upload one,
 * reorder, make cover, alt texts, delete (decisions 084, 092). The upload takes the file as the raw body, like the
 * receipt upload, so this plugin parses every body type of its own calls; JSON calls keep the JSON parser.
 */
export const listingPhotoRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { db } = services.database;
  app.addHook('onRequest', requireAdmin);
  // Image types (and octet-stream) reach the upload as bytes, at most 20 MB: the bytes decide what the file is.
  app.addContentTypeParser(
    [
      ...UPLOAD_PHOTO_BODY_TYPES.filter((type) => type !== 'application/octet-stream'),
      'application/octet-stream',
    ],
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  for (const kind of PHOTO_OWNER_KINDS) {
    const base = `/${kind}/:id/photos`;
    const change = (request: { params: { id: string } } & Parameters<typeof signedInUser>[0]) => ({
      services,
      actor: signedInUser(request),
      kind,
      ownerId: request.params.id,
    });
    const owner = OWNER_NAMES[kind];
    // A hero picture's category stands where a listing's id stands (decision 092).
    const site = kind === 'site-images';
    const listingPhotosParamsSchema = site ? sitePhotosParamsSchema : listingPhotosParams;
    const listingPhotoParamsSchema = site ? sitePhotoParamsSchema : listingPhotoParams;

    app.get(
      base,
      {
        schema: {
          tags: TAGS,
          summary: `The photos of ${owner} in the site's order, the cover first, with its title`,
          security: BEARER_SECURITY,
          params: listingPhotosParamsSchema,
          response: { 200: listingPhotosPageSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listPhotos(db, kind, request.params.id, request.language);
      },
    );

    app.post(
      base,
      {
        // A too-large file is refused from its declared length, before a byte of it is read.
        preParsing: async (request) => {
          if (Number(request.headers['content-length']) > PHOTO_MAX_BYTES) throw photoTooLarge();
        },
        schema: {
          tags: TAGS,
          summary: `Upload one photo of ${owner}: the file is the body (JPEG, PNG, WebP, AVIF; ≤ 20 MB), it goes last; the same file again answers the photo already there (200)`,
          description: `Raw file bytes as the body, with any of: ${UPLOAD_PHOTO_BODY_TYPES.join(', ')}. The format is read from the bytes.`,
          security: BEARER_SECURITY,
          params: listingPhotosParamsSchema,
          response: { 200: uploadListingPhotoResponseSchema, 201: uploadListingPhotoResponseSchema },
        },
      },
      async (request, reply) => {
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new AppError(400, 'error.photo_empty', { code: 'photo_empty' });
        }
        const { photo, created } = await addPhoto(change(request), body);
        return reply.code(created ? 201 : 200).send(photo);
      },
    );

    app.put(
      `${base}/order`,
      {
        schema: {
          tags: TAGS,
          summary: `Put the photos of ${owner} in a new order (every photo once; the first is the cover)`,
          security: BEARER_SECURITY,
          params: listingPhotosParamsSchema,
          body: reorderListingPhotosBodySchema,
          response: { 200: listingPhotosResponseSchema },
        },
      },
      async (request) => reorderPhotos(change(request), request.body.photoIds),
    );

    app.post(
      `${base}/:photoId/cover`,
      {
        schema: {
          tags: TAGS,
          summary: `Make a photo the cover of ${owner} (moves it first)`,
          security: BEARER_SECURITY,
          params: listingPhotoParamsSchema,
          response: { 200: listingPhotosResponseSchema },
        },
      },
      async (request) => setCoverPhoto(change(request), request.params.photoId),
    );

    app.put(
      `${base}/:photoId/alt`,
      {
        schema: {
          tags: TAGS,
          summary: `Set the alternative texts of a photo of ${owner} in tr, en, ar and ru`,
          security: BEARER_SECURITY,
          params: listingPhotoParamsSchema,
          body: setPhotoAltBodySchema,
          response: { 200: listingPhotosResponseSchema },
        },
      },
      async (request) => setPhotoAlt(change(request), request.params.photoId, request.body),
    );

    app.delete(
      `${base}/:photoId`,
      {
        schema: {
          tags: TAGS,
          summary: `Delete a photo of ${owner} and its files`,
          security: BEARER_SECURITY,
          params: listingPhotoParamsSchema,
          response: { 200: listingPhotosResponseSchema },
        },
      },
      async (request) => deletePhoto(change(request), request.params.photoId),
    );
  }
};
