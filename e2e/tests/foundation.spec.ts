import { describeViolations, expect, test } from '../fixtures/test.ts';
import { type Language, text, waitForHydration } from '../fixtures/translations.ts';

const LANGUAGES: { code: Language; name: string; home: string; dir: 'ltr' | 'rtl' }[] = [
  { code: 'tr', name: 'Turkish', home: '/', dir: 'ltr' },
  { code: 'en', name: 'English', home: '/en', dir: 'ltr' },
  { code: 'ar', name: 'Arabic', home: '/ar', dir: 'rtl' },
  { code: 'ru', name: 'Russian', home: '/ru', dir: 'ltr' },
];

/** The texts of the <h1> elements in server HTML, with React's escapes undone. */
function headingsIn(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner = '']) =>
    inner
      .replace(/<[^>]+>/g, '')
      .replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&')
      .trim(),
  );
}

for (const { code, name, home, dir } of LANGUAGES) {
  test(`the ${name} home page arrives rendered from the server, before any JavaScript runs`, async ({
    request,
  }) => {
    const response = await request.get(home, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const htmlTag = html.match(/<html\b[^>]*>/)?.[0] ?? '';
    expect(htmlTag).toContain(`lang="${code}"`);
    expect(htmlTag).toContain(`dir="${dir}"`);
    expect(headingsIn(html)).toContain(text(code, 'home', 'hero.title'));
  });

  test(`the ${name} home page shows its heading in the browser without console errors`, async ({ page }) => {
    await page.goto(home);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(
      page.getByRole('heading', { level: 1, name: text(code, 'home', 'hero.title') }),
    ).toBeVisible();
    // Hydration problems are reported to the console only once React has taken over the page.
    await waitForHydration(page);
  });

  test(`axe finds no accessibility violations on the ${name} home page`, async ({ page, axe }) => {
    await page.goto(home);
    await waitForHydration(page);
    const { violations } = await axe().analyze();
    expect(describeViolations(violations)).toEqual([]);
  });
}

test('Arabic pages are right-to-left and the header is mirrored', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const viewportWidth = page.viewportSize()?.width ?? 0;
  const logo = await page.getByRole('link', { name: text('ar', 'common', 'header.homeLink') }).boundingBox();
  expect(logo, 'the logo is visible').not.toBeNull();
  expect(logo?.x ?? 0, 'the logo starts on the right-hand half').toBeGreaterThan(viewportWidth / 2);
});

test('switching language from the header rewrites the URL prefix, survives a reload and is remembered', async ({
  page,
}) => {
  await page.goto('/rentals');
  await waitForHydration(page);

  await page.getByRole('button', { name: text('tr', 'common', 'language.label') }).click();
  await page
    .getByRole('list', { name: text('tr', 'common', 'language.menuLabel') })
    .getByRole('link', { name: 'English', exact: true })
    .click();
  await expect(page).toHaveURL('/en/rentals');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'home', 'hero.title') })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL('/en/rentals');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'home', 'hero.title') })).toBeVisible();

  // An unprefixed address now opens in the language the guest chose.
  await page.goto('/');
  await expect(page).toHaveURL('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('switching from Arabic back to Turkish removes the prefix and keeps Turkish after a reload', async ({
  page,
}) => {
  await page.goto('/ar');
  await waitForHydration(page);

  await page.getByRole('button', { name: text('ar', 'common', 'language.label') }).click();
  await page
    .getByRole('list', { name: text('ar', 'common', 'language.menuLabel') })
    .getByRole('link', { name: 'Türkçe', exact: true })
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: text('tr', 'home', 'hero.title') })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

for (const { code, name, home } of LANGUAGES.filter(({ code }) => code === 'tr' || code === 'ar')) {
  const missingPage = `${home === '/' ? '' : home}/no-such-page`;

  test(`an unknown ${name} address answers 404 with the not-found page`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Chromium reports the 404 status of the page itself as a console error.
    consoleErrors.allow(/status of 404/);
    expect((await request.get(missingPage)).status()).toBe(404);

    const response = await page.goto(missingPage);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    const heading = page.getByRole('heading', {
      level: 1,
      name: text(code, 'common', 'errors.notFound.title'),
    });
    await expect(heading).toBeVisible();
    await expect(
      page.getByRole('link', { name: text(code, 'common', 'errors.notFound.backToRentals') }),
    ).toBeVisible();
  });
}

test('every script of a page carries the nonce of its Content-Security-Policy, which allows no inline code', async ({
  request,
}) => {
  const response = await request.get('/en');
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = policy.match(/script-src 'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const tags = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  // JSON-LD blocks are data the browser never runs (decision 045); every other script is code and needs the nonce.
  const isData = (tag: string) => tag.includes('type="application/ld+json"');
  const scripts = tags.filter((tag) => !isData(tag));
  expect(scripts.length).toBeGreaterThan(0);
  expect(tags.some(isData)).toBe(true);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  // A fresh nonce per response: a leaked one is useless for the next page.
  const again = await request.get('/en');
  expect(again.headers()['content-security-policy']).not.toContain(nonce);
});
