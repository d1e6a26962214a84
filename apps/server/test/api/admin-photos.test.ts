import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartmentImages } from '../../src/db/schema/apartment-images.ts';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { useTestApp } from '../helpers/app.ts';
import { insertListing } from './catalogue-fixtures.ts';
import { jpegPhoto, pngPhoto, uploadedFiles } from './photo-fixtures.ts';
import { injector, insertTour, signedInUser } from './reservation-fixtures.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('back-office photos (/api/admin/{apartments|tours}/{id}/photos)', () => {
  const context = useTestApp();
  const inject = injector(context);
  let adminToken: string;
  let staffToken: string;
  let memberToken: string;
  let apartmentId: string;
  let tourId: string;

  const upload = (bytes: Buffer, { kind = 'apartments', id = apartmentId, token = adminToken } = {}) =>
    inject({
      method: 'POST',
      url: `/api/admin/${kind}/${id}/photos`,
      token,
      payload: bytes,
      headers: { 'content-type': 'image/jpeg' },
    });
  const list = (kind = 'apartments', id = apartmentId) =>
    inject({ method: 'GET', url: `/api/admin/${kind}/${id}/photos`, token: adminToken });
  const audits = (subjectId: string) =>
    context.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId));

  beforeAll(async () => {
    adminToken = (await signedInUser(context, 'admin')).token;
    staffToken = (await signedInUser(context, 'staff')).token;
    memberToken = (await signedInUser(context)).token;
    apartmentId = (await insertListing(context.db, { label: 'photos' })).id;
    tourId = (await insertTour(context.db)).id;
  });

  it('are for admins only: 401 without a session, 403 for a member and for staff', async () => {
    const photo = MISSING;
    const calls = [
      { method: 'GET', url: `/api/admin/apartments/${apartmentId}/photos` },
      { method: 'POST', url: `/api/admin/apartments/${apartmentId}/photos` },
      { method: 'PUT', url: `/api/admin/tours/${tourId}/photos/order`, payload: { photoIds: [photo] } },
      { method: 'POST', url: `/api/admin/tours/${tourId}/photos/${photo}/cover` },
      {
        method: 'PUT',
        url: `/api/admin/apartments/${apartmentId}/photos/${photo}/alt`,
        payload: { alt: {} },
      },
      { method: 'DELETE', url: `/api/admin/apartments/${apartmentId}/photos/${photo}` },
    ] as const;
    for (const call of calls) {
      expect((await inject({ ...call })).statusCode, call.url).toBe(401);
      for (const token of [memberToken, staffToken]) {
        const refused = await inject({ ...call, token });
        expect(refused.statusCode, call.url).toBe(403);
        expect(refused.json().code).toBe('forbidden');
      }
    }
    expect(await audits(apartmentId)).toHaveLength(0);
  });

  it('uploads a phone photo: upright, without its metadata, in every AVIF and WebP width, served for a year', async () => {
    // 1200 × 800 turned a quarter by EXIF (orientation 6): the photo is 800 wide and 1200 high.
    const response = await upload(await jpegPhoto({ width: 1200, height: 800, orientation: 6, gps: true }));
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json();
    expect(photo).toMatchObject({
      width: 800,
      height: 1200,
      isCover: true,
      alt: { tr: '', en: '', ar: '', ru: '' },
    });
    expect(photo.path).toMatch(/^\/media\/uploads\/[a-f0-9]{32}$/);
    expect(photo.previewUrl).toBe(`${photo.path}/480.webp`);
    const key = photo.path.split('/').at(-1);
    expect(await uploadedFiles(context)).toEqual(
      [
        key,
        ...[320, 480, 640, 800].flatMap((width) => [`${key}/${width}.avif`, `${key}/${width}.webp`]),
      ].sort(),
    );

    const variant = await context.app.inject({ method: 'GET', url: `${photo.path}/640.avif` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(variant.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 640, height: 960 });
    expect(metadata.exif).toBeUndefined();
    const again = await context.app.inject({
      method: 'GET',
      url: `${photo.path}/640.avif`,
      headers: { 'if-none-match': String(variant.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await context.app.inject({ method: 'GET', url: `${photo.path}/960.avif` })).statusCode).toBe(404);

    const [event] = await audits(apartmentId);
    expect(event).toMatchObject({
      action: 'photo.add',
      subjectType: 'apartment',
      after: { photoId: photo.id },
    });
  });

  it('answers the photo already there when the same file comes again (a retry or a double drop)', async () => {
    const bytes = await pngPhoto();
    const first = await upload(bytes);
    expect(first.statusCode, first.body).toBe(201);
    const files = await uploadedFiles(context);
    const second = await upload(bytes);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(await uploadedFiles(context)).toEqual(files);
    const page = (await list()).json();
    expect(page).toMatchObject({ total: 2, title: 'photos en' });
  });

  it('reorders, makes a cover, sets alt texts, and the public apartment shows it at once', async () => {
    const third = (await upload(await jpegPhoto({ colour: '#15803d' }))).json();
    const before = (await list()).json().items.map((item: { id: string }) => item.id);
    expect(before).toHaveLength(3);

    const cover = await inject({
      method: 'POST',
      url: `/api/admin/apartments/${apartmentId}/photos/${third.id}/cover`,
      token: adminToken,
    });
    expect(cover.statusCode, cover.body).toBe(200);
    expect(cover.json().items.map((item: { id: string }) => item.id)).toEqual([
      third.id,
      before[0],
      before[1],
    ]);
    expect(cover.json().items[0].isCover).toBe(true);

    const alt = await inject({
      method: 'PUT',
      url: `/api/admin/apartments/${apartmentId}/photos/${third.id}/alt`,
      token: adminToken,
      payload: { alt: { tr: ' Yeşil salon ', en: 'Green living room', ar: 'غرفة معيشة خضراء', ru: '' } },
    });
    expect(alt.statusCode, alt.body).toBe(200);
    expect(alt.json().items[0].alt).toEqual({
      tr: 'Yeşil salon',
      en: 'Green living room',
      ar: 'غرفة معيشة خضراء',
      ru: '',
    });

    const page = await context.app.inject({
      method: 'GET',
      url: `/api/apartments/${apartmentId}`,
      headers: { 'accept-language': 'en' },
    });
    expect(page.json().images[0]).toMatchObject({ alt: 'Green living room', url: `${third.path}/800.webp` });
    // Russian has no text: the Turkish one stands in.
    const russian = await context.app.inject({
      method: 'GET',
      url: `/api/apartments/${apartmentId}?lang=ru`,
    });
    expect(russian.json().images[0].alt).toBe('Yeşil salon');

    const reordered = await inject({
      method: 'PUT',
      url: `/api/admin/apartments/${apartmentId}/photos/order`,
      token: adminToken,
      payload: { photoIds: [before[1], third.id, before[0]] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().items.map((item: { id: string }) => item.id)).toEqual([
      before[1],
      third.id,
      before[0],
    ]);
    const actions = (await audits(apartmentId)).map((event) => event.action).sort();
    expect(actions).toEqual([
      'photo.add',
      'photo.add',
      'photo.add',
      'photo.alt',
      'photo.reorder',
      'photo.set_cover',
    ]);

    // Repeating a change (a double click) changes and records nothing.
    await inject({
      method: 'PUT',
      url: `/api/admin/apartments/${apartmentId}/photos/order`,
      token: adminToken,
      payload: { photoIds: [before[1], third.id, before[0]] },
    });
    expect(await audits(apartmentId)).toHaveLength(6);
  });

  it('refuses an order that is not exactly the photos (409), duplicates and bad input (400), unknown ids (404)', async () => {
    const ids = (await list()).json().items.map((item: { id: string }) => item.id);
    const order = (photoIds: unknown, language = 'en') =>
      inject({
        method: 'PUT',
        url: `/api/admin/apartments/${apartmentId}/photos/order`,
        token: adminToken,
        language,
        payload: { photoIds },
      });
    const partial = await order(ids.slice(1), 'tr');
    expect(partial.statusCode).toBe(409);
    expect(partial.json()).toMatchObject({
      code: 'photo_order_mismatch',
      message: expect.stringContaining('Fotoğraflar'),
    });
    expect((await order([...ids.slice(1), MISSING])).statusCode).toBe(409);
    expect((await order([ids[0], ids[0], ids[1]])).statusCode).toBe(400);
    expect((await order('all')).statusCode).toBe(400);
    expect((await order([])).statusCode).toBe(400);

    const tooLong = await inject({
      method: 'PUT',
      url: `/api/admin/apartments/${apartmentId}/photos/${ids[0]}/alt`,
      token: adminToken,
      payload: { alt: { en: 'x'.repeat(201) } },
    });
    expect(tooLong.statusCode).toBe(400);
    const otherLanguage = await inject({
      method: 'PUT',
      url: `/api/admin/apartments/${apartmentId}/photos/${ids[0]}/alt`,
      token: adminToken,
      payload: { alt: { de: 'Wohnzimmer' } },
    });
    expect(otherLanguage.statusCode).toBe(400);
    const unknownPhoto = await inject({
      method: 'POST',
      url: `/api/admin/apartments/${apartmentId}/photos/${MISSING}/cover`,
      token: adminToken,
    });
    expect(unknownPhoto.statusCode).toBe(404);
    expect(unknownPhoto.json().code).toBe('photo_not_found');
    // Another listing's photo is not this one's.
    const elsewhere = await inject({
      method: 'DELETE',
      url: `/api/admin/tours/${tourId}/photos/${ids[0]}`,
      token: adminToken,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await list('apartments', MISSING)).statusCode).toBe(404);
    expect((await upload(await pngPhoto(), { id: MISSING })).statusCode).toBe(404);
    expect((await list('apartments', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('deletes a photo with its files, and a tour has photos of its own', async () => {
    const [first] = (await list()).json().items;
    const key = first.path.split('/').at(-1);
    const removed = await inject({
      method: 'DELETE',
      url: `/api/admin/apartments/${apartmentId}/photos/${first.id}`,
      token: adminToken,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().total).toBe(2);
    expect(removed.json().items[0].isCover).toBe(true);
    expect((await uploadedFiles(context)).some((file) => file.startsWith(key))).toBe(false);
    expect((await context.app.inject({ method: 'GET', url: `${first.path}/320.webp` })).statusCode).toBe(404);
    const rows = await context.db
      .select()
      .from(apartmentImages)
      .where(and(eq(apartmentImages.apartmentId, apartmentId), eq(apartmentImages.id, first.id)));
    expect(rows).toHaveLength(0);

    const tourPhoto = await upload(await jpegPhoto({ colour: '#1d4ed8' }), { kind: 'tours', id: tourId });
    expect(tourPhoto.statusCode, tourPhoto.body).toBe(201);
    const tour = await context.app.inject({ method: 'GET', url: `/api/tours/${tourId}` });
    expect(tour.json().images[0].url).toBe(`${tourPhoto.json().path}/800.webp`);
    expect((await audits(tourId)).map((event) => [event.action, event.subjectType])).toEqual([
      ['photo.add', 'tour'],
    ]);
  });

  it('keeps one photo when the same file arrives twice at once, and takes AVIF', async () => {
    const bytes = await jpegPhoto({ colour: '#7c3aed' });
    const before = await uploadedFiles(context);
    const answers = await Promise.all([upload(bytes), upload(bytes)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);
    expect((await uploadedFiles(context)).length - before.length).toBe(9);
    const removed = await inject({
      method: 'DELETE',
      url: `/api/admin/apartments/${apartmentId}/photos/${answers[0]?.json().id}`,
      token: adminToken,
    });
    expect(removed.statusCode).toBe(200);
    expect(await uploadedFiles(context)).toEqual(before);

    const avif = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#be123c' } })
      .avif()
      .toBuffer();
    const tourPhoto = await upload(avif, { kind: 'tours', id: tourId });
    expect(tourPhoto.statusCode, tourPhoto.body).toBe(201);
    expect(tourPhoto.json()).toMatchObject({
      width: 500,
      height: 400,
      previewUrl: expect.stringMatching(/\/480\.webp$/),
    });
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/admin/tours/${tourId}/photos/${tourPhoto.json().id}`,
      token: adminToken,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it("takes an iPhone's HEIC, whatever label it comes with", async () => {
    const heic = await readFile(new URL('../fixtures/iphone-photo.heic', import.meta.url));
    const photo = await upload(heic);
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json()).toMatchObject({ width: 800, height: 600 });
    const preview = await inject({ method: 'GET', url: photo.json().previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
  });
});
