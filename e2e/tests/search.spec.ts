import type { Page } from '@playwright/test';
import { translated as translatedText } from '../fixtures/account-ui.ts';
import { describeViolations, expect, test } from '../fixtures/test.ts';
import { type Language, text, waitForHydration } from '../fixtures/translations.ts';

const HOMES: { code: Language; home: string }[] = [
  { code: 'tr', home: '/' },
  { code: 'ar', home: '/ar' },
];

/** A date `days` after today in Istanbul, as YYYY-MM-DD. */
function istanbulDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A `search` text as the page shows it (plural form, placeholders, Arabic direction isolates). */
const translated = (code: Language, key: string, values: Record<string, string | number> = {}) =>
  translatedText(code, 'search', key, values);

// Weekday stays two weeks ahead: past the demo's New Year minimum stays, short enough for every apartment.
const CHECK_IN = istanbulDatePlus(15);
const CHECK_OUT = istanbulDatePlus(18);
const NIGHTS = 3;

/** react-day-picker's own translated label of its next-month button. */
const NEXT_MONTH_LABEL: Record<Language, string> = {
  tr: 'Sonraki aya git',
  en: 'Go to the Next Month',
  ar: 'اذهب إلى الشهر التالي',
  ru: 'Перейти к следующему месяцу',
};

async function pickDay(page: Page, code: Language, date: string): Promise<void> {
  const calendar = page.locator('#search-dates');
  const day = calendar.locator(`td[data-day="${date}"] button`);
  // Phones show one month: page forward until the day is on screen.
  for (let pages = 0; pages < 3 && !(await day.isVisible()); pages += 1) {
    await calendar.getByRole('button', { name: NEXT_MONTH_LABEL[code] }).click();
  }
  await day.click();
}

/**
 * The search bar's code loads at the first sign of interaction (features/search/home-islands.tsx): move the
 * pointer as a reader would, then wait until the bar has taken over.
 */
async function readySearchBar(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.mouse.move(10, 10);
  await expect(page.locator('form[role="search"][data-hydrated="true"]')).toBeAttached();
}

async function searchForFamily(page: Page, code: Language): Promise<void> {
  await page.getByTestId('dates-field').click();
  const calendar = page.getByRole('grid').first();
  await expect(calendar).toBeVisible();
  await pickDay(page, code, CHECK_IN);
  await pickDay(page, code, CHECK_OUT);
  await expect(page.getByTestId('dates-status')).toContainText(
    translated(code, 'dates.nights', { count: NIGHTS }),
  );
  await page
    .locator('#search-dates')
    .getByRole('button', { name: text(code, 'search', 'dates.done') })
    .click();

  await page.getByTestId('guests-field').click();
  const guests = page.locator('#search-guests');
  const children = text(code, 'search', 'guests.children');
  await guests
    .getByRole('button', { name: translated(code, 'guests.increase', { field: children }) })
    .click();
  const toddlers = text(code, 'search', 'guests.between2And7');
  await guests
    .getByRole('button', { name: translated(code, 'guests.increase', { field: toddlers }) })
    .click();
  await guests.getByRole('button', { name: text(code, 'search', 'guests.done') }).click();

  await page.getByRole('button', { name: text(code, 'search', 'bar.submit'), exact: true }).click();
}

const FAMILY_QUERY = `checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&adults=2&children=1&above7=0&between2And7=1&under2=0`;

for (const { code, home } of HOMES) {
  test(`${code}: a search by dates and children lists stay totals, lives in the URL and survives a reload`, async ({
    page,
    browser,
  }) => {
    await page.goto(home);
    await readySearchBar(page);
    await searchForFamily(page, code);

    await expect(page).toHaveURL(new RegExp(`\\?${FAMILY_QUERY}$`));
    // Read the count only once the dated results are on screen, not the previous page's.
    const prices = page.getByTestId('stay-price');
    await expect(prices.first()).toContainText(translated(code, 'card.totalForNights', { count: NIGHTS }));
    // A phone scrolls the results into view and hands focus to their heading (decision 056).
    const resultsHeading = page.getByRole('heading', { name: text(code, 'search', 'results.title') });
    if (test.info().project.name === 'mobile') {
      await expect(resultsHeading).toBeFocused();
      await expect(resultsHeading).toBeInViewport();
    }
    const count = page.getByTestId('results-count');
    await expect(count).toBeVisible();
    const countText = await count.textContent();
    const totals = await prices.allTextContents();
    expect(totals.length).toBeGreaterThan(0);

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`\\?${FAMILY_QUERY}$`));
    await expect(count).toHaveText(countText ?? '');
    expect(await prices.allTextContents()).toEqual(totals);

    // The address shared with someone else: a fresh browser with no state shows the same results.
    const fresh = await browser.newContext();
    try {
      const shared = await fresh.newPage();
      await shared.goto(page.url());
      await expect(shared.getByTestId('results-count')).toHaveText(countText ?? '');
      expect(await shared.getByTestId('stay-price').allTextContents()).toEqual(totals);
    } finally {
      await fresh.close();
    }
  });

  test(`${code}: age groups must add up to the children before searching`, async ({ page }) => {
    await page.goto(home);
    await readySearchBar(page);
    await page.getByTestId('guests-field').click();
    const children = text(code, 'search', 'guests.children');
    const guests = page.locator('#search-guests');
    await guests
      .getByRole('button', { name: translated(code, 'guests.increase', { field: children }) })
      .click();
    await guests.getByRole('button', { name: text(code, 'search', 'guests.done') }).click();
    await page.getByRole('button', { name: text(code, 'search', 'bar.submit'), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      translated(code, 'guests.ageGroupsMissing', { count: 1 }),
    );
    expect(new URL(page.url()).search).toBe('');
  });

  test(`${code}: dates no apartment is free for with this party show the empty state`, async ({ page }) => {
    await page.goto(`${home}?checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&adults=16&children=0`);
    const empty = page.getByTestId('no-results');
    await expect(empty).toContainText(text(code, 'search', 'results.emptyForDates'));
    await expect(empty).toContainText(text(code, 'search', 'results.tryOtherDates'));
    await waitForHydration(page);
    await empty.getByRole('link', { name: text(code, 'search', 'results.reset') }).click();
    await expect(page).toHaveURL(new RegExp(`${home === '/' ? '' : home}/?$`));
    await expect(page.getByTestId('no-results')).toHaveCount(0);
    await expect(page.getByTestId('results-count')).toBeVisible();
  });

  test(`${code}: axe finds no violations on the home page with results and in the open calendar`, async ({
    page,
    axe,
  }) => {
    await page.goto(`${home}?${FAMILY_QUERY}`);
    await expect(page.getByTestId('stay-price').first()).toBeVisible();
    const withResults = await axe().analyze();
    expect(describeViolations(withResults.violations)).toEqual([]);

    await readySearchBar(page);
    await page.getByTestId('dates-field').click();
    await expect(page.locator(`#search-dates td[data-day="${CHECK_IN}"] button`)).toBeVisible();
    // A night inside the chosen stay under the pointer (where the dates field was clicked, on some layouts) must
    // stay readable: its hover once put dark text on a dark circle.
    await page.locator(`#search-dates td[data-day="${istanbulDatePlus(16)}"] button`).hover();
    const calendar = await axe()
      .include('#search-dates')
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    expect(describeViolations(calendar.violations)).toEqual([]);
  });
}
