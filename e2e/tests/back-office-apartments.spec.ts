// Issue 15 points 3, 4 and 8, the apartments journey. Turkish on a desktop: an admin creates an apartment with texts
// in four languages, a base price and a permit number, uploads three photos, publishes it → it is found by the
// public search and its page shows in every language with the permit number and the first photo. English on a
// phone: an admin renames an apartment and its slug → the old address redirects to the new one; unpublishing it →
// its page answers 404. axe on the admin pages.
import { expect, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { expectNoViolations, uniqueWord } from '../fixtures/listing-editor.ts';
import { apartmentTexts, cameraRoll, photosOf, publishedApartment } from '../fixtures/listings.ts';
import { type Language, text, waitForHydration } from '../fixtures/translations.ts';

const PAGE_PREFIX: Record<Language, string> = { tr: '', en: '/en', ar: '/ar', ru: '/ru' };

test('tr: an admin creates an apartment in four languages with three photos, publishes it, and guests find it with its permit number and photos', async ({
  page,
  adminSession,
  axe,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the Turkish journey runs on the desktop');
  test.slow();
  const t = (key: string) => text('tr', 'admin-apartments', key);
  const word = uniqueWord();
  const texts = apartmentTexts(word);
  const permit = `34-${word.toUpperCase()}-2024`;
  await storeOperatorSignIn(page, adminSession);

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: text('tr', 'admin', 'shell.navigation') })
    .getByRole('link', { name: text('tr', 'admin', 'nav.apartments') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'));
  await expect(page.getByRole('list', { name: t('list.label') })).toBeVisible();
  await expectNoViolations(axe);

  await page.getByRole('link', { name: t('new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('editor.newTitle'));
  for (const language of ['tr', 'en', 'ar', 'ru'] as const) {
    const tab = page.getByRole('tab', {
      name: new RegExp(`^${{ tr: 'Türkçe', en: 'English', ar: 'العربية', ru: 'Русский' }[language]}`),
    });
    await tab.click();
    await expect(tab).toContainText(t('tabs.missing'));
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel(t('texts.title'), { exact: true }).fill(texts[language].title);
    await panel.getByLabel(t('texts.description')).fill(texts[language].description);
    await expect(tab).not.toContainText(t('tabs.missing'));
  }
  await page.getByLabel(t('fields.district')).fill('Kadıköy');
  await page.getByLabel(t('fields.neighborhood')).fill('Moda');
  await page.getByLabel(t('fields.basePrice')).fill('135');
  await page.getByLabel(t('fields.permitNumber')).fill(permit);
  await expectNoViolations(axe);
  await page.getByRole('button', { name: t('editor.create') }).click();

  await expect(page.getByText(t('editor.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/apartments\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() as string;
  await expect(page.getByRole('link', { name: t('editor.photos') })).toHaveAttribute(
    'href',
    `/admin/apartments/${id}/photos`,
  );
  await expectNoViolations(axe);

  // Three photos from the editor's photo page, then back to publish.
  const photoTexts = (key: string) => text('tr', 'admin-photos', key);
  await page.getByRole('link', { name: t('editor.photos') }).click();
  await page.getByLabel(photoTexts('choose')).setInputFiles(await cameraRoll());
  const uploaded = photoTexts('uploadsFinished').replace('{{done}}', '3').replace('{{count}}', '3');
  await expect(page.getByRole('status').filter({ hasText: uploaded })).toHaveCount(1, { timeout: 45_000 });
  await page.getByRole('link', { name: photoTexts('backApartment') }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/apartments/${id}$`));
  const photos = await photosOf(page.request, adminSession, id);
  expect(photos).toHaveLength(3);

  await page.getByRole('button', { name: t('publish.publish'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('publish.publishTitle') });
  await dialog.getByRole('button', { name: t('publish.confirmPublish') }).click();
  await expect(page.getByText(t('publish.published'))).toBeVisible();
  await expect(page.getByText(t('state.published'), { exact: true })).toBeVisible();

  // The public search finds it at once.
  const found = await page.request.get(`/api/apartments/search?query=${encodeURIComponent(texts.en.title)}`, {
    headers: { 'accept-language': 'en' },
  });
  expect(JSON.stringify(await found.json())).toContain(id);

  const detail = await page.request.get(`/api/apartments/${id}`);
  const { translations } = (await detail.json()) as { translations: Record<Language, { slug: string }> };
  expect(translations.tr.slug).toBe(`kadikoy-cati-kati-${word}`);
  expect(translations.ar.slug).toBe(`kadikoy-loft-${word}-ar`);
  for (const language of ['tr', 'en', 'ar', 'ru'] as const) {
    const response = await page.goto(`${PAGE_PREFIX[language]}/apartment/${translations[language].slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[language].title);
    await expect(page.getByText(text(language, 'listing', 'facts.permit'))).toContainText(permit);
    const cover = page.getByRole('region', { name: texts[language].title }).locator('img').first();
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(
      `${photos[0]?.path}/`,
    );
  }
});

test('en: an admin renames an apartment and its slug; the old address redirects, and unpublished it is gone', async ({
  page,
  request,
  adminSession,
  axe,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the English journey runs on the phone');
  test.slow();
  const t = (key: string) => text('en', 'admin-apartments', key);
  const word = uniqueWord();
  const apartment = await publishedApartment(request, adminSession, word);
  const oldSlug = apartment.values.translations.en.slug;
  const newSlug = `moda-seafront-loft-${word}`;
  await storeOperatorSignIn(page, adminSession);

  await page.goto(`/en/admin/apartments/${apartment.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(apartmentTexts(word).tr.title);
  await waitForHydration(page);
  const english = page.getByRole('tab', { name: /^English/ });
  await english.click();
  await expect(english).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(t('texts.title'), { exact: true }).fill(`Moda Seafront Loft ${word}`);
  await expect(panel.getByText(`Suggested: moda-seafront-loft-${word}`)).toBeVisible();
  await panel.getByRole('button', { name: t('texts.useSuggestion') }).click();
  await expect(panel.getByLabel(/Page address/)).toHaveValue(newSlug);
  await expectNoViolations(axe);
  await page.getByRole('button', { name: t('editor.save') }).click();
  await expect(page.getByText(t('editor.saved'))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  const moved = await page.goto(`/en/apartment/${oldSlug}`);
  expect(moved?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/en/apartment/${newSlug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Moda Seafront Loft ${word}`);

  await page.goto(`/en/admin/apartments/${apartment.id}`);
  await page.getByRole('button', { name: t('publish.unpublish'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('publish.unpublishTitle') });
  await expect(dialog).toContainText(t('publish.unpublishText'));
  await dialog.getByRole('button', { name: t('publish.confirmUnpublish') }).click();
  await expect(page.getByText(t('publish.unpublished'))).toBeVisible();
  await expect(page.getByText(t('state.unpublished'), { exact: true })).toBeVisible();

  // The withdrawn page's 404 is what this journey checks; Chromium logs it as a console error.
  consoleErrors.allow(new RegExp(`status of 404 .*/en/apartment/${newSlug}$`));
  const gone = await page.goto(`/en/apartment/${newSlug}`);
  expect(gone?.status()).toBe(404);

  await page.goto('/en/admin/apartments');
  await expect(page.getByRole('link', { name: new RegExp(`Moda Seafront Loft ${word}`) })).toBeVisible();
  await expectNoViolations(axe);
});

test('staff have no apartments entry and the page tells them it is for administrators', async ({
  page,
  staffSession,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one screen size is enough for a permission');
  await storeOperatorSignIn(page, staffSession);
  await page.goto('/admin/apartments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('tr', 'admin', 'shell.adminOnlyTitle'),
  );
  const menu = page.getByRole('navigation', { name: text('tr', 'admin', 'shell.navigation') });
  await expect(menu.getByRole('link', { name: text('tr', 'admin', 'nav.reservations') })).toBeVisible();
  await expect(menu.getByRole('link', { name: text('tr', 'admin', 'nav.apartments') })).toHaveCount(0);
});
