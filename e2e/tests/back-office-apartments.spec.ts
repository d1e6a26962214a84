// Issue 15 point 3, the apartments journey. Turkish on a desktop: an admin creates an apartment with texts in four
// languages, a base price and a permit number, publishes it → it is found by the public search and its page shows
// in every language with the permit number. English on a phone: an admin renames an apartment and its slug → the
// old address redirects to the new one; unpublishing it → its page answers 404. axe on the admin pages.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, type OperatorSession, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { expectNoViolations, uniqueWord } from '../fixtures/listing-editor.ts';
import { type Language, text, waitForHydration } from '../fixtures/translations.ts';

const TEXTS = (word: string) => ({
  tr: { title: `Kadıköy Çatı Katı ${word}`, description: 'Moda sahiline yürüme mesafesinde aydınlık daire.' },
  en: { title: `Kadikoy Loft ${word}`, description: 'A bright flat a short walk from the Moda seafront.' },
  ar: { title: `شقة قاضي كوي ${word}`, description: 'شقة مشرقة على بعد خطوات من ساحل مودا.' },
  ru: {
    title: `Лофт Кадыкёй ${word}`,
    description: 'Светлая квартира в нескольких минутах от набережной Мода.',
  },
});

const PAGE_PREFIX: Record<Language, string> = { tr: '', en: '/en', ar: '/ar', ru: '/ru' };

/** An apartment made and published through the API, for the journeys that edit one. */
async function publishedApartment(request: APIRequestContext, session: OperatorSession, word: string) {
  const headers = { authorization: `Bearer ${session.token}` };
  const texts = TEXTS(word);
  const translations = Object.fromEntries(
    (Object.keys(texts) as Language[]).map((language) => [language, { ...texts[language], slug: null }]),
  );
  const created = await request.post('/api/admin/apartments', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      translations,
      rooms: 1,
      bathrooms: 1,
      sizeM2: 55,
      maxCapacity: 3,
      maxAdults: null,
      maxChildren: null,
      amenityKeys: [],
      checkInTime: '14:00',
      checkOutTime: '11:00',
      district: 'Kadıköy',
      neighborhood: 'Moda',
      address: null,
      latitude: null,
      longitude: null,
      guaranteeFeePercent: 20,
      basePrice: 95,
      permitNumber: '34-9876',
      isFeatured: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const apartment = (await created.json()) as {
    id: string;
    values: { translations: Record<Language, { slug: string }> };
  };
  const published = await request.put(`/api/admin/apartments/${apartment.id}/publication`, {
    headers,
    data: { published: true },
  });
  expect(published.status()).toBe(200);
  return apartment;
}

test('tr: an admin creates an apartment in four languages, publishes it, and guests find it with its permit number', async ({
  page,
  adminSession,
  axe,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the Turkish journey runs on the desktop');
  test.slow();
  const t = (key: string) => text('tr', 'admin-apartments', key);
  const word = uniqueWord();
  const texts = TEXTS(word);
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
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TEXTS(word).tr.title);
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
