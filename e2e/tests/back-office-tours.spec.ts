// Issue 15 point 5, the tours journey. Turkish on a desktop: an admin creates a tour with texts and a meeting point
// in four languages, a price per person and the days it runs, publishes it → it is in the home page's tours and
// its page shows in every language. English on a phone: an admin changes the price per person → the public tour
// page shows it; unpublishing it → its page answers 404. axe on the admin tour pages.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, type OperatorSession, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { expectNoViolations, uniqueWord } from '../fixtures/listing-editor.ts';
import { type Language, text, waitForHydration } from '../fixtures/translations.ts';

const TEXTS = (word: string) => ({
  tr: {
    title: `Üsküdar Akşam Turu ${word}`,
    description: 'Kız Kulesi manzarasıyla sahil boyunca yürüyüş.',
    meetingPoint: `Üsküdar İskelesi ${word}`,
  },
  en: {
    title: `Uskudar Evening Walk ${word}`,
    description: "A seafront walk with a view of the Maiden's Tower.",
    meetingPoint: `Uskudar ferry pier ${word}`,
  },
  ar: {
    title: `جولة مسائية في أسكودار ${word}`,
    description: 'نزهة على الواجهة البحرية مع إطلالة على برج الفتاة.',
    meetingPoint: `رصيف عبارات أسكودار ${word}`,
  },
  ru: {
    title: `Вечерняя прогулка по Ускюдару ${word}`,
    description: 'Прогулка по набережной с видом на Девичью башню.',
    meetingPoint: `Причал Ускюдар ${word}`,
  },
});

const PAGE_PREFIX: Record<Language, string> = { tr: '', en: '/en', ar: '/ar', ru: '/ru' };
const TAB_NAME: Record<Language, string> = { tr: 'Türkçe', en: 'English', ar: 'العربية', ru: 'Русский' };

/** A tour made and published through the API, for the journey that edits one. */
async function publishedTour(request: APIRequestContext, session: OperatorSession, word: string) {
  const headers = { authorization: `Bearer ${session.token}` };
  const texts = TEXTS(word);
  const translations = Object.fromEntries(
    (Object.keys(texts) as Language[]).map((language) => [language, { ...texts[language], slug: null }]),
  );
  const created = await request.post('/api/admin/tours', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      translations,
      durationMinutes: 90,
      maxPeople: 10,
      price: 30,
      startTimes: ['18:00'],
      weekdays: [5, 6],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tour = (await created.json()) as { id: string };
  const published = await request.put(`/api/admin/tours/${tour.id}/publication`, {
    headers,
    data: { published: true },
  });
  expect(published.status()).toBe(200);
  return tour;
}

test('tr: an admin creates a tour in four languages, publishes it, and guests find it with its meeting point', async ({
  page,
  browser,
  adminSession,
  axe,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the Turkish journey runs on the desktop');
  test.slow();
  const t = (key: string) => text('tr', 'admin-tour-catalogue', key);
  const word = uniqueWord();
  const texts = TEXTS(word);
  await storeOperatorSignIn(page, adminSession);

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: text('tr', 'admin', 'shell.navigation') })
    .getByRole('link', { name: text('tr', 'admin', 'nav.tourCatalogue'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'));
  await expect(page.getByRole('list', { name: t('list.label') })).toBeVisible();
  await expectNoViolations(axe);

  await page.getByRole('link', { name: t('new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('editor.newTitle'));
  for (const language of ['tr', 'en', 'ar', 'ru'] as const) {
    const tab = page.getByRole('tab', { name: new RegExp(`^${TAB_NAME[language]}`) });
    await tab.click();
    await expect(tab).toContainText(t('tabs.missing'));
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel(t('texts.title'), { exact: true }).fill(texts[language].title);
    await panel.getByLabel(t('texts.description')).fill(texts[language].description);
    await panel.getByLabel(t('texts.meetingPoint')).fill(texts[language].meetingPoint);
    await expect(tab).not.toContainText(t('tabs.missing'));
  }
  await page.getByLabel(t('fields.durationMinutes')).fill('150');
  await page.getByLabel(t('fields.maxPeople')).fill('14');
  await page.getByLabel(t('fields.price')).fill('45');
  await page.getByLabel(text('tr', 'admin-tour-catalogue', 'fields.weekday.2')).uncheck();
  await page.getByLabel(t('fields.startTimes')).fill('10:00, 17:30');
  await expectNoViolations(axe);
  await page.getByRole('button', { name: t('editor.create') }).click();

  await expect(page.getByText(t('editor.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tours\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() as string;
  await expectNoViolations(axe);

  await page.getByRole('button', { name: t('publish.publish'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('publish.publishTitle') });
  await dialog.getByRole('button', { name: t('publish.confirmPublish') }).click();
  await expect(page.getByText(t('publish.published'))).toBeVisible();
  await expect(page.getByText(t('state.published'), { exact: true })).toBeVisible();

  // Its photos page leads back to this editor.
  await page.getByRole('link', { name: t('editor.photos') }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tours/${id}/photos$`));
  await page.getByRole('link', { name: text('tr', 'admin-photos', 'backTours') }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tours/${id}$`));

  // The public tours list has it at once, and the home page's tours show it.
  const listed = await page.request.get('/api/tours', { headers: { 'accept-language': 'en' } });
  expect(JSON.stringify(await listed.json())).toContain(id);
  // A guest's visit (a fresh browser): the header's "Tours" link leads to the home page's tours, which load as
  // they near the screen.
  const guestContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const guest = await guestContext.newPage();
    await guest.goto('/');
    await waitForHydration(guest);
    await guest
      .getByRole('navigation', { name: text('tr', 'common', 'header.primaryNavigation') })
      .getByRole('link', { name: text('tr', 'common', 'nav.tours') })
      .click();
    // More apartments may load above the tours as the page scrolls and push them down: the guest scrolls on to
    // the tours until they have loaded.
    const card = guest.getByRole('link', { name: texts.tr.title });
    await expect(async () => {
      await guest
        .getByRole('heading', { level: 2, name: text('tr', 'search', 'tours.title') })
        .scrollIntoViewIfNeeded();
      await expect(card).toBeVisible({ timeout: 1000 });
    }).toPass();
  } finally {
    await guestContext.close();
  }

  for (const language of ['tr', 'en', 'ar', 'ru'] as const) {
    const response = await page.goto(`${PAGE_PREFIX[language]}/tour/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[language].title);
    await expect(page.getByText(texts[language].meetingPoint).first()).toBeVisible();
  }
});

test('en: an admin changes the price per person, guests see it, and unpublished the tour is gone', async ({
  page,
  request,
  adminSession,
  axe,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the English journey runs on the phone');
  test.slow();
  const t = (key: string) => text('en', 'admin-tour-catalogue', key);
  const word = uniqueWord();
  const tour = await publishedTour(request, adminSession, word);
  await storeOperatorSignIn(page, adminSession);

  await page.goto(`/en/admin/tours/${tour.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TEXTS(word).tr.title);
  await waitForHydration(page);
  await page.getByLabel(t('fields.price')).fill('37.50');
  await expectNoViolations(axe);
  await page.getByRole('button', { name: t('editor.save') }).click();
  await expect(page.getByText(t('editor.saved'))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  await page.goto(`/en/tour/${tour.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS(word).en.title);
  await expect(page.getByTestId('booking-bar-price')).toContainText('€37.50');

  await page.goto(`/en/admin/tours/${tour.id}`);
  await page.getByRole('button', { name: t('publish.unpublish'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('publish.unpublishTitle') });
  await expect(dialog).toContainText(t('publish.unpublishText'));
  await dialog.getByRole('button', { name: t('publish.confirmUnpublish') }).click();
  await expect(page.getByText(t('publish.unpublished'))).toBeVisible();
  await expect(page.getByText(t('state.unpublished'), { exact: true })).toBeVisible();

  // The withdrawn page's 404 is what this journey checks; Chromium logs it as a console error.
  consoleErrors.allow(new RegExp(`status of 404 .*/en/tour/${tour.id}$`));
  const gone = await page.goto(`/en/tour/${tour.id}`);
  expect(gone?.status()).toBe(404);

  await page.goto('/en/admin/tours');
  await expect(page.getByRole('link', { name: new RegExp(TEXTS(word).en.title) })).toBeVisible();
  await expectNoViolations(axe);
});

test('staff have no tours entry but keep the departures, and the tours page tells them it is for administrators', async ({
  page,
  staffSession,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one screen size is enough for a permission');
  await storeOperatorSignIn(page, staffSession);
  await page.goto('/admin/tours');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('tr', 'admin', 'shell.adminOnlyTitle'),
  );
  const menu = page.getByRole('navigation', { name: text('tr', 'admin', 'shell.navigation') });
  await expect(menu.getByRole('link', { name: text('tr', 'admin', 'nav.tours') })).toBeVisible();
  await expect(
    menu.getByRole('link', { name: text('tr', 'admin', 'nav.tourCatalogue'), exact: true }),
  ).toHaveCount(0);
});
