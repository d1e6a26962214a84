import { gzipSync } from 'node:zlib';
import { expect, test } from '../fixtures/test.ts';
import { type Language, text } from '../fixtures/translations.ts';

// Issue 19 point 13 and decision 060: the first visit on a slow phone gets the first screen, not every result.

/** The HTML budget of the home and rentals pages, gzip (bench/README.md, "Page weight"). */
const HTML_GZIP_BUDGET_BYTES = 20 * 1024;
const LANGUAGES: Language[] = ['tr', 'en', 'ar', 'ru'];
const prefix = (language: Language) => (language === 'tr' ? '' : `/${language}`);

/** A date `days` after today in Istanbul, as YYYY-MM-DD. */
function istanbulDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const SEARCH = `?checkIn=${istanbulDatePlus(15)}&checkOut=${istanbulDatePlus(18)}&adults=2&children=0`;

test.describe('the first HTML of the home and rentals pages', () => {
  // The same HTML goes to every screen size; one project measures it.
  test.skip(({ isMobile }) => !isMobile, 'measured once, with the phone');

  for (const language of LANGUAGES) {
    for (const page of ['', '/rentals']) {
      for (const query of ['', SEARCH]) {
        const path = `${prefix(language)}${page}${query}` || '/';
        // The title names no date: the runner and its workers may read this file on either side of midnight.
        const title = `${prefix(language)}${page || (language === 'tr' ? '/' : '')}${query ? ' with a search' : ''}`;
        test(`${title} is at most 20 KB gzip and lists its first cards`, async ({ request }) => {
          const response = await request.get(path);
          expect(response.status()).toBe(200);
          const html = await response.text();
          const gzipKb = gzipSync(html).length / 1024;
          expect(gzipKb, `${path}: ${gzipKb.toFixed(1)} KB gzip`).toBeLessThanOrEqual(
            HTML_GZIP_BUDGET_BYTES / 1024,
          );
          expect(html).toContain('data-testid="results-count"');
          expect(html.match(/<article aria-labelledby="apartment-/g)?.length ?? 0).toBeGreaterThan(0);
        });
      }
    }
  }
});

const cards = '#results article';

test('the result cards in view show their pictures before the guest does anything', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'on a desktop the first cards are in view');
  // The results are an island that hydrates at the first interaction (decision 013): the pictures must not wait for it.
  await page.goto('/rentals');
  const firstPicture = page.locator('article').first().locator('picture img');
  await expect(firstPicture).toHaveCount(1);
  await expect
    .poll(() => firstPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});

test('the rentals page shows the next apartments as the guest scrolls to the end of the list', async ({
  page,
}) => {
  await page.goto('/en/rentals');
  await expect(page.locator(cards)).toHaveCount(6);
  const count = page.getByTestId('results-count');
  const total = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(6);
  const showMore = page.getByRole('link', { name: text('en', 'search', 'results.showMore') });
  // Scrolling is the first interaction that loads the list's code; then nearing the end loads the next page.
  // The call shares the browser's six connections with the pictures of the cards scrolled past, which a busy
  // test machine encodes on first request: it can wait behind them for a while.
  const loaded = { timeout: 30_000 };
  // The list's code takes over the server's HTML at the first scroll, which may replace the link mid-scroll; on a
  // tall screen the next pages may load one after the other by themselves, and the link goes with the last.
  const scrollToShowMore = () =>
    expect(async () => {
      if ((await showMore.count()) > 0) await showMore.scrollIntoViewIfNeeded({ timeout: 2_000 });
    }).toPass();
  await scrollToShowMore();
  // At least the next page: on a tall screen the pages after it may follow by themselves.
  const shownAtLeast = (count: number) =>
    expect.poll(() => page.locator(cards).count(), loaded).toBeGreaterThanOrEqual(Math.min(count, total));
  await shownAtLeast(12);
  await expect(page).toHaveURL(/\/en\/rentals$/);
  // After that page the link waits for a press, so what is below the list stays within reach (decision 060).
  for (let shown = 12; shown < total; shown += 6) {
    await scrollToShowMore();
    await showMore.press('Enter');
    await shownAtLeast(shown + 6);
  }
  await expect(showMore).toHaveCount(0);
  const titles = await page.locator(`${cards} h3`).allTextContents();
  expect(new Set(titles).size).toBe(total);
});

test('a guest scrolling down the home page reaches the tours after at most one more page of apartments', async ({
  page,
}) => {
  await page.goto('/en');
  const tours = page.getByRole('heading', { level: 2, name: text('en', 'search', 'tours.title') });
  const inView = () =>
    tours.evaluate((heading) => {
      const box = heading.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    });
  // Scrolled the way a thumb or a wheel does, a screen's third at a time; each page loaded above the tours would
  // push them away again (the pages after the first one wait for a press, decision 060).
  for (let step = 0; step < 80 && !(await inView()); step++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(200);
  }
  await expect(tours).toBeInViewport();
  expect(await page.locator(cards).count()).toBeLessThanOrEqual(12);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"show more" is a link to the next page of results, rendered by the server', async ({ page }) => {
    await page.goto('/rentals?adults=2&children=0');
    const first = await page.locator(`${cards} h3`).allTextContents();
    expect(first.length).toBeGreaterThan(0);
    // Enter rather than a click: cards above the link render as they come into view (content-visibility), so the
    // point a click aims at can move under it while the page settles.
    await page.getByRole('link', { name: text('tr', 'search', 'results.showMore') }).press('Enter');
    await expect(page).toHaveURL(/[?&]page=2#results$/, { timeout: 30_000 });
    const second = await page.locator(`${cards} h3`).allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    await expect(page.getByRole('link', { name: text('tr', 'search', 'results.previous') })).toBeVisible();
  });
});
