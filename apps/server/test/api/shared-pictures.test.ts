import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptDiskUploads } from '../../src/db/maintenance/adopt-disk-uploads.ts';
import { apartmentImages } from '../../src/db/schema/apartment-images.ts';
import { reservationReceipts } from '../../src/db/schema/reservation-receipts.ts';
import { storedFiles } from '../../src/db/schema/stored-files.ts';
import { uploadedPhotosDirectory } from '../../src/modules/media/uploaded-photos.ts';
import { startSecondInstance, useTestApp } from '../helpers/app.ts';
import { insertListing } from './catalogue-fixtures.ts';
import { jpegPhoto, uploadApartmentPhoto } from './photo-fixtures.ts';
import {
  bookStay,
  dayFrom,
  injector,
  insertBookableApartment,
  sendReceipt,
  signedInUser,
} from './reservation-fixtures.ts';

/**
 * Decision 101: two app servers on one database, each with its own DATA_DIR. What one takes in (a photo, a receipt)
 * the other serves, making the photo's variants from the master in the database into its own, empty, cache.
 */
describe('pictures and receipts shared by every app server', () => {
  const context = useTestApp();
  const inject = injector(context);
  let other: Awaited<ReturnType<typeof startSecondInstance>>;
  let otherDataDir: string;
  let adminToken: string;
  let apartmentId: string;

  beforeAll(async () => {
    adminToken = (await signedInUser(context, 'admin')).token;
    apartmentId = (await insertListing(context.db, { label: 'shared' })).id;
    otherDataDir = await mkdtemp(path.join(tmpdir(), 'konak-other-machine-'));
    other = await startSecondInstance(context, { DATA_DIR: otherDataDir, UPLOADS_DIR: undefined });
  });
  afterAll(() => other?.close());

  const otherCache = () => uploadedPhotosDirectory({ DATA_DIR: otherDataDir, UPLOADS_DIR: undefined });
  const fromOther = (url: string, headers: Record<string, string> = {}) =>
    other.app.inject({ method: 'GET', url, headers });

  it('serves a photo uploaded through one server from the other, the same bytes, made once into its cache', async () => {
    const uploaded = await uploadApartmentPhoto(
      context,
      adminToken,
      apartmentId,
      await jpegPhoto({ width: 1000, height: 750, gps: true }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json();
    const key = photo.path.split('/').at(-1);
    const [master] = await context.db
      .select({ contentType: storedFiles.contentType, sizeBytes: storedFiles.sizeBytes })
      .from(storedFiles)
      .where(eq(storedFiles.key, `photos/${key}`));
    expect(master?.contentType).toBe('image/webp');
    expect(existsSync(otherCache())).toBe(false);

    // Three requests at once for a variant the other machine never saw: one encode, three answers.
    const answers = await Promise.all([1, 2, 3].map(() => fromOther(`${photo.path}/640.avif`)));
    const here = await context.app.inject({ method: 'GET', url: `${photo.path}/640.avif` });
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('image/avif');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.etag).toBe(here.headers.etag);
      expect(answer.rawPayload.equals(here.rawPayload)).toBe(true);
    }
    const metadata = await sharp(answers[0]?.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 640, height: 480 });
    expect(metadata.exif).toBeUndefined();
    expect(await readdir(otherCache(), { recursive: true })).toEqual([key, `${key}/640.avif`]);

    // Every width the page names, and none it does not.
    const page = await fromOther(`/api/apartments/${apartmentId}`);
    const shown = page.json().images[0].url;
    expect(shown.startsWith(`${photo.path}/`)).toBe(true);
    expect((await fromOther(shown)).statusCode).toBe(200);
    for (const width of [320, 480, 640, 960]) {
      expect((await fromOther(`${photo.path}/${width}.webp`)).statusCode, `${width}`).toBe(200);
    }
    expect((await fromOther(`${photo.path}/1280.webp`)).statusCode).toBe(404);
    expect((await fromOther(`${photo.path}/1280.avif`)).statusCode).toBe(404);
  });

  it('stops serving a photo deleted through the first server, and clears it from its own cache', async () => {
    const [photo] = (
      await inject({ method: 'GET', url: `/api/admin/apartments/${apartmentId}/photos`, token: adminToken })
    ).json().items;
    const key = photo.path.split('/').at(-1);
    expect((await fromOther(`${photo.path}/320.webp`)).statusCode).toBe(200);
    const removed = await inject({
      method: 'DELETE',
      url: `/api/admin/apartments/${apartmentId}/photos/${photo.id}`,
      token: adminToken,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      await context.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.key, `photos/${key}`)),
    ).toEqual([]);
    expect((await fromOther(`${photo.path}/320.webp`)).statusCode).toBe(404);
    expect(existsSync(path.join(otherCache(), key))).toBe(false);
  });

  it("gives the operator on the other server the guest's receipt", async () => {
    const guest = await signedInUser(context);
    const bookable = (await insertBookableApartment(context.db)).id;
    const stay = await bookStay(context, {
      token: guest.token,
      apartmentId: bookable,
      checkIn: dayFrom(context, 30),
      checkOut: dayFrom(context, 33),
    });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const sent = await sendReceipt(context, {
      token: guest.token,
      id: stay.id,
      bytes: pdf,
      fileName: 'dekont.pdf',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const fetched = await fromOther(`/api/reservations/${stay.id}/receipt`, {
      authorization: `Bearer ${adminToken}`,
    });
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.headers['content-type']).toBe('application/pdf');
    expect(fetched.rawPayload.equals(pdf)).toBe(true);
  });

  it('takes photos and receipts an older build kept on disk into the database, once', async () => {
    const uploaded = await uploadApartmentPhoto(
      context,
      adminToken,
      apartmentId,
      await jpegPhoto({ width: 700, height: 500, colour: '#0f766e' }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json();
    const key = photo.path.split('/').at(-1);
    const guest = await signedInUser(context);
    const stay = await bookStay(context, {
      token: guest.token,
      apartmentId: (await insertBookableApartment(context.db)).id,
      checkIn: dayFrom(context, 50),
      checkOut: dayFrom(context, 52),
    });
    const pdf = Buffer.from('%PDF-1.4\n% an older receipt\n%%EOF\n');
    const sent = await sendReceipt(context, {
      token: guest.token,
      id: stay.id,
      bytes: pdf,
      fileName: 'eski.pdf',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // What an older build left: the variants and the receipt's file on this disk, nothing in the database.
    const [receipt] = await context.db
      .select()
      .from(reservationReceipts)
      .where(eq(reservationReceipts.reservationId, stay.id));
    const legacyReceipt = path.join(
      context.services.config.DATA_DIR,
      'uploads',
      'receipts',
      receipt?.storageKey ?? '',
    );
    await mkdir(path.dirname(legacyReceipt), { recursive: true });
    await writeFile(legacyReceipt, pdf);
    await context.db.delete(storedFiles).where(eq(storedFiles.key, `photos/${key}`));
    await context.db.delete(storedFiles).where(eq(storedFiles.key, `receipts/${receipt?.storageKey}`));
    const lost = 'b'.repeat(32);
    await context.db.insert(apartmentImages).values({
      apartmentId,
      url: `/media/uploads/${lost}`,
      width: 800,
      height: 600,
      sortOrder: 9,
    });
    expect((await fromOther(`${photo.path}/480.webp`)).statusCode).toBe(404);

    const adopted = await adoptDiskUploads(context.db, context.services.config);
    expect(adopted).toEqual({ photos: 1, receipts: 1, missing: [`/media/uploads/${lost}`] });
    expect((await adoptDiskUploads(context.db, context.services.config)).photos).toBe(0);
    const [master] = await context.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, `photos/${key}`));
    // The widest variant stands for the master: the same widths as before, no more.
    expect(await sharp(master?.bytes).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const served = await fromOther(`${photo.path}/480.webp`);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480);
    expect((await fromOther(`${photo.path}/960.webp`)).statusCode).toBe(404);
    const fetched = await fromOther(`/api/reservations/${stay.id}/receipt`, {
      authorization: `Bearer ${adminToken}`,
    });
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.rawPayload.equals(pdf)).toBe(true);
  });
});
