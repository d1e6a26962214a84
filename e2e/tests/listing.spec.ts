import type { APIRequestContext, Page } from '@playwright/test';
import { describeViolations, expect, test } from '../fixtures/test.ts';
import { type Language, text, waitForHydration } from '../fixtures/translations.ts';

type DemoApartment = { id: string; slug: string; title: string; slugs: Record<Language, string> };
type CalendarDay = { date: string; available: boolean; minStayNights: number };

const LANGUAGES: { code: Language; name: string; prefix: string }[] = [
  { code: 'tr', name: 'Turkish', prefix: '' },
  { code: 'ar', name: 'Arabic', prefix: '/ar' },
];

async function apartmentIn(request: APIRequestContext, language: Language): Promise<DemoApartment> {
  const response = await request.get('/api/apartments', { headers: { 'Accept-Language': language } });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: DemoApartment[] };
  // One whose slugs differ per language, so redirects and the language switch are visible in the URL.
  const apartment = items.find(
    ({ slugs }) => slugs.tr && slugs.en && slugs.ar && slugs.ru && slugs.tr !== slugs.en,
  );
  if (!apartment) throw new Error('the demo catalogue has no apartment with four slugs');
  return apartment;
}

function pagePath(prefix: string, slug: string): string {
  return `${prefix}/apartment/${encodeURIComponent(slug)}`;
}

function decodedPath(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname);
}

function isoDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(date);
}

/** The first stay of at least two nights the calendar allows, starting tomorrow or later. */
async function bookableStay(request: APIRequestContext, apartmentId: string) {
  const start = isoDate(new Date(Date.now() + 86_400_000));
  const end = isoDate(new Date(Date.now() + 75 * 86_400_000));
  const response = await request.get(
    `/api/pricing-calendar/range?apartmentId=${apartmentId}&startDate=${start}&endDate=${end}`,
  );
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: CalendarDay[] };
  for (let index = 0; index < items.length; index += 1) {
    const nights = Math.max(2, items[index]?.minStayNights ?? 1);
    const stay = items.slice(index, index + nights);
    const checkOut = items[index + nights]?.date;
    if (checkOut && stay.length === nights && stay.every((day) => day.available)) {
      return { checkIn: items[index]?.date ?? '', checkOut };
    }
  }
  throw new Error('no bookable stay in the next 75 days');
}

/** Clicks a day of the lazy calendar, paging forward month by month until it is shown. */
async function pickDay(page: Page, date: string) {
  const calendar = page.getByTestId('availability-calendar');
  const day = calendar.locator(`[data-day="${date}"]:not([data-outside]) button`);
  for (let attempt = 0; attempt < 4 && (await day.count()) === 0; attempt += 1) {
    await calendar.locator('nav button').last().click();
  }
  await day.click();
}

for (const { code, name, prefix } of LANGUAGES) {
  test(`the ${name} apartment page shows its sections, prices chosen dates and carries the search to booking`, async ({
    page,
    request,
  }) => {
    const apartment = await apartmentIn(request, code);
    const stay = await bookableStay(request, apartment.id);
    await page.goto(`${pagePath(prefix, apartment.slugs[code])}?adults=2`);

    await expect(page.getByRole('heading', { level: 1, name: apartment.title })).toBeVisible();
    await expect(page.getByRole('region', { name: apartment.title }).locator('img').first()).toBeVisible();
    for (const key of ['amenities.title', 'location.title', 'availability.title']) {
      await expect(page.getByRole('heading', { level: 2, name: text(code, 'listing', key) })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { level: 2, name: text(code, 'booking-terms', 'title.apartment') }),
    ).toBeVisible();
    await expect(
      page.getByTestId('house-rules').getByText(text(code, 'booking-terms', 'houseRules.pets')),
    ).toBeVisible();
    const sketch = page.getByRole('img').filter({ has: page.locator('img[src*="istanbul-sketch"]') });
    await expect(sketch).toBeVisible();
    await expect(sketch).toHaveAttribute('aria-label', /.+/);
    await expect(page.getByTestId('price-box')).toContainText(text(code, 'listing', 'price.included'));

    await waitForHydration(page);
    await page
      .getByRole('heading', { name: text(code, 'listing', 'availability.title') })
      .scrollIntoViewIfNeeded();
    await expect(page.getByTestId('availability-calendar')).toBeVisible();
    await pickDay(page, stay.checkIn);
    await pickDay(page, stay.checkOut);

    await expect(page).toHaveURL(new RegExp(`checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`));
    const breakdown = page.getByTestId('price-breakdown');
    await expect(breakdown).toBeVisible();
    await expect(page.getByTestId('stay-total')).toHaveText(/€/);
    await expect(page.getByTestId('price-box')).toContainText(text(code, 'listing', 'price.included'));
    await expect(page.getByTestId('book-link')).toHaveAttribute(
      'href',
      `${prefix}/reservation/apartment/${apartment.id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2`,
    );

    // Phones keep the stay's total and the book button in a bar at the bottom (decision 056).
    const bar = page.getByTestId('booking-bar');
    if (test.info().project.name !== 'mobile') {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeInViewport();
    await expect(bar.getByTestId('booking-bar-price')).toHaveText(
      (await page.getByTestId('stay-total').textContent()) ?? '',
    );
    await expect(bar.getByRole('link', { name: text(code, 'listing', 'price.book') })).toHaveAttribute(
      'href',
      (await page.getByTestId('book-link').getAttribute('href')) ?? '',
    );
    const layout = await bar.evaluate((element) => ({
      barTop: element.getBoundingClientRect().top,
      barHeight: element.getBoundingClientRect().height,
      viewportHeight: window.innerHeight,
      pagePadding: Number.parseFloat(getComputedStyle(document.body).paddingBlockEnd),
    }));
    expect(layout.barTop + layout.barHeight).toBeCloseTo(layout.viewportHeight, 0);
    // The page ends above the bar, so the footer's last line is never under it.
    expect(layout.pagePadding).toBeGreaterThanOrEqual(layout.barHeight);
  });

  test(`axe finds no violations on the ${name} apartment page with its calendar open`, async ({
    page,
    request,
    axe,
  }) => {
    const apartment = await apartmentIn(request, code);
    await page.goto(pagePath(prefix, apartment.slugs[code]));
    await waitForHydration(page);
    await page
      .getByRole('heading', { name: text(code, 'listing', 'availability.title') })
      .scrollIntoViewIfNeeded();
    await expect(page.getByTestId('availability-calendar')).toBeVisible();
    const { violations } = await axe().analyze();
    expect(describeViolations(violations)).toEqual([]);
  });

  test(`a first click on the ${name} apartment gallery right after load moves to the next picture`, async ({
    page,
    request,
  }) => {
    const apartment = await apartmentIn(request, code);
    // The page body's code loads at the first interaction (components/lazy-island.tsx). Hold every lazily loaded
    // chunk (`c<hash>.js`, decision 074) asked for after hydration until the click has landed on the
    // server-rendered button, so the click must be replayed once the code arrives.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    let holding = false;
    let heldRequests = 0;
    await page.route(/\/assets\/c[\w-]{8}\.js$/, async (route) => {
      if (holding) {
        heldRequests += 1;
        await codeHeld;
      }
      await route.continue();
    });
    await page.goto(pagePath(prefix, apartment.slugs[code]));
    await waitForHydration(page);
    holding = true;

    const gallery = page.getByRole('region', { name: apartment.title });
    await expect(gallery.getByText(/^1 \/ \d+$/)).toBeVisible();
    await gallery.getByRole('button', { name: text(code, 'common', 'gallery.next') }).click();
    await expect.poll(() => heldRequests).toBeGreaterThan(0);
    releaseCode();
    await expect(gallery.getByText(/^2 \/ \d+$/)).toBeVisible();
  });

  test(`an unknown ${name} apartment address shows the 404 screen with the way back to the rentals`, async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto(`${prefix}/apartment/no-such-flat-anywhere`);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: text(code, 'listing', 'notFound.apartmentTitle') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: text(code, 'listing', 'notFound.back') })).toHaveAttribute(
      'href',
      `${prefix}/rentals`,
    );
  });

  test(`the ${name} tour page shows the tour and books it`, async ({ page, request, axe }) => {
    const response = await request.get('/api/tours', { headers: { 'Accept-Language': code } });
    const [tour] = (
      (await response.json()) as {
        items: { id: string; title: string; meetingPoint: string; startTimes: string[] }[];
      }
    ).items;
    if (!tour) throw new Error('the demo catalogue has no tours');
    await page.goto(`${prefix}/tour/${tour.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
    // When and where it starts, under the title and among the facts (decision 058).
    const departure = page.getByTestId('tour-departure');
    await expect(departure).toContainText(tour.meetingPoint);
    for (const startTime of tour.startTimes) await expect(departure).toContainText(startTime);
    await expect(page.getByTestId('tour-fact-meeting')).toContainText(tour.meetingPoint);
    await expect(page.getByTestId('tour-fact-start-times')).toContainText(tour.startTimes.join(', '));
    await expect(page.getByText(text(code, 'listing', 'tour.price'))).toBeVisible();
    await expect(page.getByTestId('book-link')).toHaveAttribute(
      'href',
      `${prefix}/reservation/tour/${tour.id}`,
    );
    await waitForHydration(page);
    const { violations } = await axe().analyze();
    expect(describeViolations(violations)).toEqual([]);
  });
}

test('another language’s slug on the Turkish route redirects to the Turkish slug', async ({
  page,
  request,
}) => {
  const apartment = await apartmentIn(request, 'tr');
  const response = await request.get(`${pagePath('', apartment.slugs.en)}?adults=2`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(decodeURIComponent(response.headers().location ?? '')).toBe(
    `/apartment/${apartment.slugs.tr}?adults=2`,
  );

  await page.goto(pagePath('', apartment.slugs.en));
  expect(decodedPath(page)).toBe(`/apartment/${apartment.slugs.tr}`);
  await expect(page.getByRole('heading', { level: 1, name: apartment.title })).toBeVisible();
});

test('switching language on an apartment page lands on the translated slug', async ({ page, request }) => {
  const apartment = await apartmentIn(request, 'tr');
  const english = await apartmentIn(request, 'en');
  await page.goto(`${pagePath('', apartment.slugs.tr)}?adults=2`);
  await waitForHydration(page);
  await page.getByRole('button', { name: text('tr', 'common', 'language.label') }).click();
  await page
    .getByRole('list', { name: text('tr', 'common', 'language.menuLabel') })
    .getByRole('link', { name: 'English', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
  expect(decodedPath(page)).toBe(`/en/apartment/${apartment.slugs.en}`);
  expect(new URL(page.url()).search).toBe('?adults=2');

  await page.getByRole('button', { name: text('en', 'common', 'language.label') }).click();
  await page
    .getByRole('list', { name: text('en', 'common', 'language.menuLabel') })
    .getByRole('link', { name: 'العربية', exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => decodedPath(page)).toBe(`/ar/apartment/${apartment.slugs.ar}`);
});

test('/detail links redirect apartments to their slug page and tours to the tour page', async ({
  request,
}) => {
  const apartment = await apartmentIn(request, 'tr');
  const arabic = await request.get(`/ar/detail/apartments/${apartment.id}`, { maxRedirects: 0 });
  expect(arabic.status()).toBe(301);
  expect(decodeURIComponent(arabic.headers().location ?? '')).toBe(`/ar/apartment/${apartment.slugs.ar}`);

  const turkish = await request.get(`/detail/apartments/${apartment.id}?adults=2`, { maxRedirects: 0 });
  expect(decodeURIComponent(turkish.headers().location ?? '')).toBe(
    `/apartment/${apartment.slugs.tr}?adults=2`,
  );

  const tours = (await (await request.get('/api/tours')).json()) as { items: { id: string }[] };
  const tourId = tours.items[0]?.id;
  const tour = await request.get(`/en/detail/tours/${tourId}`, { maxRedirects: 0 });
  expect(tour.status()).toBe(301);
  expect(tour.headers().location).toBe(`/en/tour/${tourId}`);

  for (const path of [
    '/detail/apartments/not-an-id',
    `/detail/houses/${apartment.id}`,
    `/detail/tours/${apartment.id}`,
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});
