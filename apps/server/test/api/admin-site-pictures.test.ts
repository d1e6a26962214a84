import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { siteImages } from '../../src/db/schema/site-images.ts';
import { useTestApp } from '../helpers/app.ts';
import { jpegPhoto, pngPhoto } from './photo-fixtures.ts';
import { injector, signedInUser } from './reservation-fixtures.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
const BASE = '/api/admin/site-images/hero-tours/photos';

describe('back-office hero pictures (/api/admin/site-images/{category}/photos)', () => {
  const context = useTestApp();
  const inject = injector(context);
  let adminToken: string;
  let staffToken: string;
  let memberToken: string;

  const upload = (bytes: Buffer, url = BASE) =>
    inject({
      method: 'POST',
      url,
      token: adminToken,
      payload: bytes,
      headers: { 'content-type': 'image/jpeg' },
    });
  const publicPictures = async () =>
    (
      (await inject({ method: 'GET', url: '/api/upload/site-images?category=hero-tours' })).json().items as {
        url: string;
        alt: string;
      }[]
    ).map((picture) => ({ ...picture, url: picture.url.replace(/\/\d+\.webp$/, '') }));

  beforeAll(async () => {
    adminToken = (await signedInUser(context, 'admin')).token;
    staffToken = (await signedInUser(context, 'staff')).token;
    memberToken = (await signedInUser(context)).token;
    await context.db.delete(siteImages).where(eq(siteImages.category, 'hero-tours'));
  });

  it('are for admins only: 401 without a session, 403 for a member and for staff', async () => {
    const calls = [
      { method: 'GET', url: BASE },
      { method: 'POST', url: BASE },
      { method: 'PUT', url: `${BASE}/order`, payload: { photoIds: [MISSING] } },
      { method: 'POST', url: `${BASE}/${MISSING}/cover` },
      { method: 'PUT', url: `${BASE}/${MISSING}/alt`, payload: { alt: {} } },
      { method: 'DELETE', url: `${BASE}/${MISSING}` },
    ] as const;
    for (const call of calls) {
      expect((await inject(call)).statusCode, call.url).toBe(401);
      for (const token of [memberToken, staffToken]) {
        expect((await inject({ ...call, token })).statusCode, call.url).toBe(403);
      }
    }
  });

  it('refuse an unknown category and a picture of another category with translated 4xx answers', async () => {
    const unknown = await inject({
      method: 'GET',
      url: '/api/admin/site-images/footer/photos',
      token: adminToken,
      language: 'tr',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual(expect.any(String));
    const notAPicture = await upload(Buffer.from('<script>alert(1)</script>'));
    expect(notAPicture.statusCode).toBe(400);
    const other = (await upload(await pngPhoto(800, 600), '/api/admin/site-images/hero/photos')).json();
    const wrongCategory = await inject({ method: 'DELETE', url: `${BASE}/${other.id}`, token: adminToken });
    expect(wrongCategory.statusCode).toBe(404);
  });

  it('upload, order, describe and delete a category’s pictures, and the public list follows at once', async () => {
    const first = await upload(await jpegPhoto({ width: 1600, height: 900 }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ isCover: true, width: 1600, height: 900 });
    const again = await upload(await jpegPhoto({ width: 1600, height: 900 }));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const second = (await upload(await jpegPhoto({ width: 1600, height: 900, colour: '#15803d' }))).json();

    const listed = await inject({ method: 'GET', url: BASE, token: adminToken });
    expect(listed.json()).toMatchObject({ total: 2, title: '' });
    expect((await publicPictures()).map((picture) => picture.url)).toEqual([first.json().path, second.path]);

    const cover = await inject({ method: 'POST', url: `${BASE}/${second.id}/cover`, token: adminToken });
    expect(cover.statusCode).toBe(200);
    const alt = await inject({
      method: 'PUT',
      url: `${BASE}/${second.id}/alt`,
      token: adminToken,
      payload: { alt: { tr: 'Boğazda tekne', en: 'A boat on the Bosphorus' } },
    });
    expect(alt.statusCode).toBe(200);
    const shown = await publicPictures();
    expect(shown[0]).toMatchObject({ url: second.path, alt: 'A boat on the Bosphorus' });

    const deleted = await inject({ method: 'DELETE', url: `${BASE}/${first.json().id}`, token: adminToken });
    expect(deleted.json().total).toBe(1);
    expect((await publicPictures()).map((picture) => picture.url)).toEqual([second.path]);

    const audited = await context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'site_image'), eq(auditEvents.action, 'photo.delete')));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ subjectId: null, before: { category: 'hero-tours' } });
  });
});
