import type { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { describeViolations, expect, test } from '../fixtures/test.ts';
import { type Language, text, waitForHydration } from '../fixtures/translations.ts';

// The quick view (spec §2, §4): a bottom sheet on a phone that a drag closes or lets snap back, a centred
// two-column dialog on a desktop; both with the gallery, Escape, focus return and no axe violations.

const LANGUAGES: { code: Language; home: string }[] = [
  { code: 'tr', home: '/' },
  { code: 'ar', home: '/ar' },
];

const PHONE = { width: 390, height: 844 };

function galleryText(code: Language, key: string, values: Record<string, number>): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{{${name}}}`, String(value)),
    text(code, 'common', `gallery.${key}`),
  );
}

/** Opens the quick view from the first result card and returns the dialog and the button that opened it. */
async function openQuickView(page: Page, code: Language): Promise<{ dialog: Locator; trigger: Locator }> {
  const trigger = page.getByRole('button', { name: text(code, 'search', 'card.quickView') }).first();
  // The results' code loads on the guest's first interaction (features/search/home-islands.tsx): move the
  // pointer as a guest would, and click once React owns the button.
  await page.mouse.move(5, 5);
  await expect
    .poll(() =>
      trigger.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
  await trigger.click();
  // The quick view itself, not the loading frame that answers the tap first (the sheet's handle is in the DOM
  // on a desktop too, hidden).
  const dialog = page.getByRole('dialog').filter({ has: page.locator('[data-sheet-handle]') });
  await expect(dialog).toBeVisible();
  return { dialog, trigger };
}

/** Steps through the gallery with the buttons, then jumps to the third picture from the show-all grid. */
async function browseGallery(dialog: Locator, code: Language): Promise<void> {
  const counter = dialog.getByText(/^\d+ \/ \d+$/);
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const total = Number((await counter.textContent())?.split('/')[1]);
  expect(total, 'a demo apartment has at least three pictures').toBeGreaterThanOrEqual(3);

  await dialog.getByRole('button', { name: text(code, 'common', 'gallery.next') }).click();
  await expect(counter).toHaveText(`2 / ${total}`);
  await dialog.getByRole('button', { name: text(code, 'common', 'gallery.previous') }).click();
  await dialog.getByRole('button', { name: text(code, 'common', 'gallery.previous') }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);

  const plural = new Intl.PluralRules(code).select(total);
  await dialog
    .getByRole('button', { name: galleryText(code, `showAll_${plural}`, { count: total }) })
    .click();
  const thumbnails = dialog
    .getByRole('list', { name: text(code, 'common', 'gallery.allPhotos') })
    .getByRole('button');
  await expect(thumbnails).toHaveCount(total);
  await dialog.getByRole('button', { name: galleryText(code, 'photo', { index: 3, total }) }).click();
  await expect(counter).toHaveText(`3 / ${total}`);
}

async function expectNoAxeViolations(axe: () => AxeBuilder) {
  const { violations } = await axe().analyze();
  expect(describeViolations(violations)).toEqual([]);
}

for (const { code, home } of LANGUAGES) {
  test(`the ${code} quick view is a bottom sheet on a phone that a drag closes or lets snap back`, async ({
    page,
    axe,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'phone layout');
    await page.setViewportSize(PHONE);
    await page.goto(home);
    await waitForHydration(page);

    const { dialog, trigger } = await openQuickView(page, code);
    const sheet = await dialog.boundingBox();
    expect(sheet?.width, 'the sheet spans the screen').toBe(PHONE.width);
    expect((sheet?.y ?? 0) + (sheet?.height ?? 0), 'the sheet sits on the bottom edge').toBeCloseTo(
      PHONE.height,
      0,
    );
    // Book now sits in the sheet's footer: on screen without scrolling the sheet (decision 056).
    await expect(
      dialog.getByRole('link', { name: text(code, 'quick-view', 'actions.bookNow') }),
    ).toBeInViewport({
      ratio: 1,
    });
    await browseGallery(dialog, code);
    await expectNoAxeViolations(axe);

    const handle = dialog.locator('[data-sheet-handle]');
    const grip = await handle.boundingBox();
    if (!grip) throw new Error('the sheet has no drag handle');
    const x = grip.x + grip.width / 2;
    const y = grip.y + grip.height / 2;

    // A short drag that ends moving back up: neither 100 px nor a swipe, so the sheet snaps back.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 40, { steps: 4 });
    await page.mouse.move(x, y + 30, { steps: 2 });
    await page.mouse.up();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('transform', 'none');

    // A long swipe down closes it, and focus goes back to the card's button.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 300, { steps: 10 });
    await page.mouse.up();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // Opening again starts at the first picture; Escape closes.
    await openQuickView(page, code);
    await expect(dialog.getByText(/^\d+ \/ \d+$/)).toHaveText(/^1 \//);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test(`the ${code} quick view is a centred two-column dialog on a desktop`, async ({
    page,
    axe,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop layout');
    await page.goto(home);
    await waitForHydration(page);

    const { dialog, trigger } = await openQuickView(page, code);
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    if (!box) throw new Error('the dialog has no box');
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2), 'centred across').toBeLessThan(2);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2), 'centred down').toBeLessThan(2);
    await expect(dialog.locator('[data-sheet-handle]')).toBeHidden();

    // Two columns: the gallery beside the title (on the right of it in Arabic).
    const gallery = await dialog.getByRole('region').first().boundingBox();
    const title = await dialog.getByRole('heading', { level: 2 }).boundingBox();
    expect(gallery && title && Math.abs(gallery.y - title.y) < gallery.height, 'side by side').toBe(true);
    if (code === 'ar') expect(gallery?.x ?? 0).toBeGreaterThan(title?.x ?? 0);
    else expect(gallery?.x ?? 0).toBeLessThan(title?.x ?? 0);

    await browseGallery(dialog, code);
    await expectNoAxeViolations(axe);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
}

test('on a slow phone the quick view answers the tap with its frame before its code has arrived', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'phone layout');
  await page.setViewportSize(PHONE);
  await page.goto('/en');
  await waitForHydration(page);
  const trigger = page.getByRole('button', { name: text('en', 'search', 'card.quickView') }).first();
  await page.mouse.move(5, 5);
  await expect
    .poll(() =>
      trigger.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);

  // From now on every script arrives 3 s late, as on a slow network: the quick view's own code among them.
  let releaseScripts: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await trigger.click();
  const placeholder = page.getByRole('dialog', { name: text('en', 'common', 'modal.loading') });
  await expect(placeholder).toBeVisible({ timeout: 1_000 });
  await expect(placeholder).toHaveAttribute('aria-busy', 'true');
  const sheet = await placeholder.boundingBox();
  expect((sheet?.y ?? 0) + (sheet?.height ?? 0), 'the frame is the bottom sheet').toBeCloseTo(
    PHONE.height,
    0,
  );

  releaseScripts();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: text('en', 'quick-view', 'actions.bookNow') })).toBeVisible();
  await expect(placeholder).toHaveCount(0);
});
