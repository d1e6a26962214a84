// Photos in the back office (issue 15 point 4), on a desktop in Turkish and on a phone in English: an admin uploads
// three photos to an apartment with the file picker, makes the third the cover and describes it; the public
// apartment page then shows that photo first with that description. Each journey works on a demo apartment from
// the end of the catalogue (other journeys use the first ones) and puts its photos back as they were afterwards.
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { localPath } from '../fixtures/account-ui.ts';
import { expect, type OperatorSession, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { describeViolations } from '../fixtures/test.ts';
import { text } from '../fixtures/translations.ts';

const JOURNEYS = [
  { language: 'tr', project: 'desktop', fromEnd: 1 },
  { language: 'en', project: 'mobile', fromEnd: 2 },
] as const;

type Apartment = { id: string; title: string; slugs: Record<'tr' | 'en', string> };
type Photo = { id: string; path: string };

async function apartmentFromEnd(request: APIRequestContext, language: string, fromEnd: number) {
  const answer = await request.get('/api/apartments?pageSize=100', {
    headers: { 'accept-language': language },
  });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: Apartment[] };
  const apartment = items.at(-fromEnd);
  if (!apartment) throw new Error('the demo catalogue has too few apartments');
  return apartment;
}

async function photosOf(request: APIRequestContext, session: OperatorSession, apartmentId: string) {
  const answer = await request.get(`/api/admin/apartments/${apartmentId}/photos`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { items: Photo[] }).items;
}

/** Three real pictures, as a phone's camera roll would hand them over: two JPEGs and a PNG of different colours. */
async function cameraRoll() {
  const picture = (background: string) =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background } });
  return [
    { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: await picture('#9a3412').jpeg().toBuffer() },
    { name: 'mutfak.png', mimeType: 'image/png', buffer: await picture('#0369a1').png().toBuffer() },
    { name: 'teras.jpg', mimeType: 'image/jpeg', buffer: await picture('#15803d').jpeg().toBuffer() },
  ];
}

for (const { language, project, fromEnd } of JOURNEYS) {
  test(`${language}: an admin uploads three photos, makes the third the cover with a description, and the apartment page shows it first`, async ({
    page,
    request,
    adminSession,
    axe,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `the ${language} journey runs on the ${project}`);
    test.slow();
    const t = (key: string) => text(language, 'admin-photos', key);
    const apartment = await apartmentFromEnd(request, language, fromEnd);
    const original = await photosOf(request, adminSession, apartment.id);
    const description = language === 'tr' ? 'Yeşil terasın gün batımı' : 'Sunset on the green terrace';
    const languageName = language === 'tr' ? 'Türkçe' : 'English';
    const count = original.length + 3;
    try {
      await storeOperatorSignIn(page, adminSession);
      await page.goto(localPath(language, `/admin/apartments/${apartment.id}/photos`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('title').replace('{{name}}', apartment.title),
      );
      expect(describeViolations((await axe().analyze()).violations)).toEqual([]);

      await page.getByLabel(t('choose')).setInputFiles(await cameraRoll());
      const finished = t('uploadsFinished').replace('{{done}}', '3').replace('{{count}}', '3');
      await expect(page.getByRole('status').filter({ hasText: finished })).toHaveCount(1, {
        timeout: 45_000,
      });
      const photoHeading = (position: number) =>
        t('photoLabel').replace('{{position}}', String(position)).replace('{{count}}', String(count));
      await expect(page.getByRole('heading', { name: photoHeading(count) })).toBeVisible();

      await page
        .getByRole('button', { name: t('makeCoverOf').replace('{{position}}', String(count)) })
        .click();
      await expect(page.getByText(t('coverSaved').replace('{{position}}', '1'))).toBeVisible();
      const cover = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: photoHeading(1) }) });
      await expect(cover.getByText(t('cover'), { exact: true })).toBeVisible();
      await cover.getByLabel(t('altIn').replace('{{language}}', languageName)).fill(description);
      await cover.getByRole('button', { name: t('saveAlt') }).click();
      await expect(page.getByText(t('altSaved'))).toBeVisible();
      expect(describeViolations((await axe().analyze()).violations)).toEqual([]);

      const [first] = await photosOf(request, adminSession, apartment.id);
      expect(first?.id).not.toBe(original[0]?.id);
      await page.goto(localPath(language, `/apartment/${encodeURIComponent(apartment.slugs[language])}`));
      const gallery = page.getByRole('region', { name: apartment.title });
      const shown = gallery.locator('img').first();
      await expect(shown).toBeVisible();
      await expect(shown).toHaveAttribute('alt', description);
      expect(await shown.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(
        `${first?.path}/`,
      );
    } finally {
      // The demo apartment as it was: the three uploads go, the demo photos keep their order.
      const now = await photosOf(request, adminSession, apartment.id);
      const kept = new Set(original.map((photo) => photo.id));
      for (const photo of now.filter((candidate) => !kept.has(candidate.id))) {
        await request.delete(`/api/admin/apartments/${apartment.id}/photos/${photo.id}`, {
          headers: { authorization: `Bearer ${adminSession.token}` },
        });
      }
      if (original.length > 0) {
        await request.put(`/api/admin/apartments/${apartment.id}/photos/order`, {
          headers: { authorization: `Bearer ${adminSession.token}` },
          data: { photoIds: original.map((photo) => photo.id) },
        });
      }
    }
  });
}
