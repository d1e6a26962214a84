import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN } from '../fixtures/back-office.ts';
import { describeViolations, expect, test } from '../fixtures/test.ts';
import { text, waitForHydration } from '../fixtures/translations.ts';

const LEGAL_TYPES = [
  'kvkk',
  'privacy-policy',
  'terms-conditions',
  'cookie-policy',
  'distance-sales-contract',
] as const;

type LegalAnswer = { language: string; title: string; sections: { id: string; title: string }[] };

/** An Arabic text long enough to scroll, for a type whose Arabic version the texts folder does not have yet. */
function arabicFixture(type: string) {
  const paragraph =
    '<p>يوضّح هذا القسم كيف نتعامل مع بياناتك وحقوقك بلغة واضحة، ويشرح ما نفعله ولماذا ومتى يمكنك التواصل معنا.</p>';
  const sections = Array.from(
    { length: 6 },
    (_, index) => `<h2>القسم ${index + 1}</h2>${paragraph.repeat(4)}`,
  ).join('');
  return { type, language: 'ar', title: `مستند اختبار ${type}`, content: `${paragraph}${sections}` };
}

/** The Arabic version of each type as the API serves it, saving a fixture where the seed brought none. */
async function arabicDocuments(request: APIRequestContext): Promise<Map<string, LegalAnswer>> {
  const documents = new Map<string, LegalAnswer>();
  let token: string | undefined;
  for (const type of LEGAL_TYPES) {
    const answer = await request.get(`/api/legal/documents/${type}?lang=ar`);
    let document = answer.ok() ? ((await answer.json()) as LegalAnswer) : undefined;
    if (document?.language !== 'ar') {
      token ??= (
        (await (
          await request.post('/api/auth/login', {
            data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
          })
        ).json()) as { token: string }
      ).token;
      const saved = await request.post('/api/legal/documents', {
        headers: { authorization: `Bearer ${token}` },
        data: arabicFixture(type),
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      document = (await saved.json()) as LegalAnswer;
    }
    documents.set(type, document);
  }
  return documents;
}

test('each legal page reads in Arabic: right to left, its title, and contents that jump to a section', async ({
  page,
  request,
  axe,
}) => {
  const documents = await arabicDocuments(request);
  for (const type of LEGAL_TYPES) {
    const document = documents.get(type);
    if (!document) throw new Error(`no Arabic ${type}`);
    const response = await page.goto(`/ar/legal/${type}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
    await expect(page).toHaveTitle(`${document.title} – كوناك`);
    const updated = page.locator('p', { has: page.locator('time') }).first();
    await expect(updated).toContainText(text('ar', 'legal', 'lastUpdated'));
    await expect(updated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    const last = document.sections.at(-1);
    expect(last, `${type} has sections`).toBeDefined();
    if (!last) continue;
    await waitForHydration(page);
    const contents = page.getByRole('navigation', { name: text('ar', 'legal', 'contents') });
    const link = contents.getByRole('link', { name: last.title, exact: true });
    // Folded under the title on a phone, beside the text on a wide screen.
    if (!(await link.isVisible())) await contents.locator('summary').click();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/ar/legal/${type}#${last.id}$`));
    await expect(page.locator(`h2#${last.id}`)).toBeInViewport();
    if (type === 'kvkk') {
      const { violations } = await axe().analyze();
      expect(describeViolations(violations)).toEqual([]);
    }
  }
});

test('a legal document that does not exist shows "document not found" in the page language, with a way home', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/404/);
  const response = await page.goto('/ar/legal/imprint');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'legal', 'notFound.title'));
  await expect(page).toHaveTitle(text('ar', 'legal', 'meta.notFoundTitle'));
  await page.getByRole('link', { name: text('ar', 'legal', 'notFound.backHome') }).click();
  await expect(page).toHaveURL(/\/ar$/);
});

test.describe('a first visit', () => {
  test.use({ consentChoice: null });

  test('asks for cookie consent; "essential only" is remembered across reloads and the footer reopens the choice', async ({
    page,
    context,
    axe,
  }) => {
    const banner = page.getByRole('region', { name: text('tr', 'common', 'consent.region') });
    const bannerMarkup = `aria-label="${text('tr', 'common', 'consent.region')}"`;
    const response = await page.goto('/');
    // In the server's HTML already: no flash, nothing shifts in later.
    expect(await response?.text()).toContain(bannerMarkup);
    await expect(banner).toBeVisible();
    await waitForHydration(page);
    // It asks without taking the focus, and is accessible as it stands.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const { violations } = await axe().analyze();
    expect(describeViolations(violations)).toEqual([]);

    await banner.getByRole('button', { name: text('tr', 'common', 'consent.essentialOnly') }).click();
    await expect(banner).toBeHidden();
    const stored = (await context.cookies()).find((cookie) => cookie.name === 'konak_consent');
    expect(stored?.value).toBe('v1.essential');
    // About a year.
    expect((stored?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    const reloaded = await page.reload();
    expect(await reloaded?.text()).not.toContain(bannerMarkup);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);

    await waitForHydration(page);
    const legal = page
      .locator('footer details')
      .filter({ hasText: text('tr', 'common', 'footer.legalTitle') });
    const settings = page.getByRole('button', { name: text('tr', 'common', 'footer.cookieSettings') });
    // The footer's sections are folded on a phone.
    if (!(await settings.isVisible())) await legal.locator('summary').click();
    await settings.click();
    const dialog = page.getByRole('dialog', { name: text('tr', 'consent', 'title') });
    await expect(dialog).toBeVisible();
    const essential = dialog.getByRole('checkbox', {
      name: new RegExp(text('tr', 'consent', 'essential.name')),
    });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(
      dialog.getByRole('checkbox', { name: text('tr', 'consent', 'statistics.name') }),
    ).not.toBeChecked();
    await dialog.getByRole('button', { name: text('tr', 'consent', 'acceptAll') }).click();
    await expect(dialog).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === 'konak_consent')?.value).toBe('v1.all');
  });
});
