// Issue 19, point 9: the cookie settings opened from the banner fit the screen on a 1280 × 800 desktop and on a
// phone (the buttons are on screen, the choices scroll inside the dialog), opening does not move the page, and
// after saving the guest is where they were. In Russian, whose texts are the longest: they do not fit 800 px.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { text, waitForHydration } from '../fixtures/translations.ts';

test.use({ consentChoice: null });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Whether a click at the element's centre reaches it: on screen, and not clipped by a scrolling parent. */
function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });
}

test('cookie settings opened from the banner fit the screen, scroll inside, and leave the page where it was', async ({
  page,
  context,
}) => {
  await page.goto('/ru/legal/cookie-policy');
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: text('ru', 'common', 'consent.region') });
  await expect(banner).toBeVisible();

  // Somewhere in the middle of the page, not at its top and not at its end.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const before = await scrollY(page);

  await banner.getByRole('button', { name: text('ru', 'common', 'consent.settings') }).click();
  const dialog = page.getByRole('dialog', { name: text('ru', 'consent', 'title') });
  await expect(dialog).toBeVisible();
  expect(await scrollY(page)).toBe(before);

  const save = dialog.getByRole('button', { name: text('ru', 'consent', 'save') });
  const essentialOnly = dialog.getByRole('button', { name: text('ru', 'consent', 'essentialOnly') });
  await expect(save).toBeVisible();
  expect(await reachable(save), 'the save button is on screen').toBe(true);
  expect(await reachable(essentialOnly), '"essential only" is on screen').toBe(true);

  // The choices do not fit: the dialog scrolls inside itself, and the buttons stay where they are.
  const overflow = await dialog.evaluate((element) => ({
    style: getComputedStyle(element).overflowY,
    hidden: element.scrollHeight - element.clientHeight,
  }));
  expect(overflow.style).toBe('auto');
  expect(overflow.hidden).toBeGreaterThan(0);
  await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect.poll(() => dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  expect(await reachable(save), 'the save button stays on screen').toBe(true);
  const statistics = dialog.getByRole('checkbox', { name: text('ru', 'consent', 'statistics.name') });
  await statistics.scrollIntoViewIfNeeded();
  expect(await reachable(statistics), 'the last choice scrolls out from under the buttons').toBe(true);
  expect(await scrollY(page)).toBe(before);

  await statistics.check();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'konak_consent')?.value).toBe(
    'v1.statistics',
  );
  expect(await scrollY(page)).toBe(before);
});
