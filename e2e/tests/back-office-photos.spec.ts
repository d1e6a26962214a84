// Photos in the back office (issue 15 point 4), on a desktop in Turkish and on a phone in English: an admin uploads
// three photos to an apartment with the file picker, makes the third the cover and describes it; the public
// apartment page then shows that photo first with that description. Each journey makes its own apartment.
import { localPath } from '../fixtures/account-ui.ts';
import { expect, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { uniqueWord } from '../fixtures/listing-editor.ts';
import { cameraRoll, photosOf, publishedApartment } from '../fixtures/listings.ts';
import { describeViolations } from '../fixtures/test.ts';
import { text } from '../fixtures/translations.ts';

const JOURNEYS = [
  { language: 'tr', project: 'desktop' },
  { language: 'en', project: 'mobile' },
] as const;

for (const { language, project } of JOURNEYS) {
  test(`${language}: an admin uploads three photos, makes the third the cover with a description, and the apartment page shows it first`, async ({
    page,
    request,
    adminSession,
    axe,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `the ${language} journey runs on the ${project}`);
    test.slow();
    const t = (key: string) => text(language, 'admin-photos', key);
    const created = await publishedApartment(request, adminSession, uniqueWord());
    const { title, slug } = created.values.translations[language];
    const apartment = { id: created.id, title };
    const description = language === 'tr' ? 'Yeşil terasın gün batımı' : 'Sunset on the green terrace';
    const languageName = language === 'tr' ? 'Türkçe' : 'English';
    const count = 3;
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

    await page.getByRole('button', { name: t('makeCoverOf').replace('{{position}}', String(count)) }).click();
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
    await page.goto(localPath(language, `/apartment/${encodeURIComponent(slug)}`));
    const gallery = page.getByRole('region', { name: apartment.title });
    const shown = gallery.locator('img').first();
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('alt', description);
    expect(await shown.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(`${first?.path}/`);
  });
}
