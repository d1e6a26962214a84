// Issue 21, point 9: a guest books from the home page to the success modal with the keyboard only (Tab,
// Shift+Tab, arrows, Enter, Space, Escape and typing), in English and in Arabic (right to left). After every
// step focus is on a control or heading the guest can see: not <body>, not under another element. The
// keystrokes are counted and reported (the test's "keystrokes" annotation).
//
// KEYBOARD_JOURNEY_MEASURE=1 records focus problems instead of failing on them, to count the keystrokes of a
// build that still has them (the "before" figure of the closing note); without it every problem fails.
import type { Page } from '@playwright/test';
import { CountingKeyboard, expectFocusShown, focusedMatches, focusState } from '../fixtures/keyboard.ts';
import { expect, test } from '../fixtures/test.ts';
import type { Language } from '../fixtures/translations.ts';

const LANGUAGES: Language[] = ['en', 'ar'];
const MEASURE_ONLY = process.env.KEYBOARD_JOURNEY_MEASURE === '1';

test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the keyboard journeys run on the desktop layout');
});

/** After a step: focus is shown, once whatever the step started (a navigation, a dialog) has settled. */
async function settledFocus(page: Page, step: string, problems: string[]): Promise<void> {
  if (MEASURE_ONLY) {
    await page.waitForTimeout(300);
    const state = await focusState(page);
    if (state.onBody || state.coveredBy) problems.push(`${step}: ${JSON.stringify(state)}`);
    return;
  }
  await expect(async () => expectFocusShown(page, step)).toPass({ timeout: 5_000 });
}

for (const language of LANGUAGES) {
  test(`${language}: from the home page to a booked stay with the keyboard only`, async ({
    page,
    createMember,
  }, testInfo) => {
    test.slow();
    await page.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
    );
    const member = await createMember({ language });
    const problems: string[] = [];
    const keys = new CountingKeyboard(page, { soft: MEASURE_ONLY ? problems : undefined });
    const step = (name: string) => settledFocus(page, name, problems);

    await page.goto(`/${language}`);

    // The stay: the calendar opens on today; 5 to 12 weeks ahead (far from other journeys' stays), a week.
    await keys.tabTo('[data-testid="dates-field"]', { step: 'dates field' });
    await expect(page.locator('form[role="search"][data-hydrated="true"]')).toBeAttached();
    await keys.press('Enter');
    await expect.poll(() => focusedMatches(page, '#search-dates [role="grid"] button')).toBe(true);
    // Each language its own weeks (the two run at once and both book the first free apartment).
    await keys.press('ArrowDown', (language === 'en' ? 5 : 9) + Math.floor(Math.random() * 4));
    await keys.press('Enter');
    await keys.press('ArrowDown');
    await keys.press('Enter');
    await expect(page.getByTestId('dates-status')).toContainText(/·/);
    await step('stay chosen');
    await keys.press('Escape');
    await expect(page.locator('#search-dates')).toBeHidden();
    await step('dates popover closed');

    await keys.tabTo('form[role="search"] button[type="submit"]', { step: 'search button', limit: 5 });
    await keys.press('Enter');
    await expect(page).toHaveURL(/checkOut=/);
    await step('results');

    // The first result: its title is the card's link.
    await keys.tabTo('#results a[href*="/apartment/"]', { step: 'first result', limit: 15 });
    await keys.press('Enter');
    await expect(page).toHaveURL(/\/apartment\//);
    // A page change inside the site moves focus to the new page's heading once it is there.
    if (!MEASURE_ONLY) await expect(page.locator('main h1')).toBeFocused();
    await step('apartment page');

    await keys.tabTo('[data-testid="book-link"]', { step: 'book link', limit: 40 });
    await keys.press('Enter');
    await expect(page).toHaveURL(/\/reservation\/apartment\//);
    // A page change inside the site moves focus to the new page's heading once it is there.
    if (!MEASURE_ONLY) await expect(page.locator('main h1')).toBeFocused();
    await step('reservation page');

    // Only members book: sign in from the page; it reloads signed in.
    await keys.tabTo('[data-testid="reservation-sign-in-button"]', { step: 'sign in', limit: 40 });
    await keys.press('Enter');
    await expect(page.getByTestId('login-email')).toBeFocused({ timeout: 30_000 });
    await keys.type(member.email);
    await keys.press('Tab');
    await keys.type(member.password);
    const reloaded = page.waitForEvent('load');
    await keys.press('Enter');
    await reloaded;
    await expect(page.getByTestId('reservation-sign-in')).toHaveCount(0);
    await step('signed in');

    // The profile fills the contact details; non-refundable and bank transfer are the defaults.
    await keys.tabTo('[data-testid="accept-terms"]', { step: 'terms', limit: 60 });
    await keys.press('Space');
    await keys.tabTo('[data-testid="reservation-submit"]', { step: 'book', limit: 10 });
    await keys.press('Enter');
    const success = page.getByTestId('reservation-success');
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expect(success.getByTestId('reservation-number')).toHaveText(/^KNK-\d{4}-[2-9A-Z]{4}$/);
    await step('booked');

    testInfo.annotations.push({ type: 'keystrokes', description: String(keys.count) });
    console.log(`keyboard journey ${language}: ${keys.count} keystrokes`);
    if (MEASURE_ONLY) {
      console.log(`focus problems on the way (${problems.length}):\n${problems.join('\n')}`);
      testInfo.annotations.push({ type: 'focus problems', description: String(problems.length) });
    }
  });
}
