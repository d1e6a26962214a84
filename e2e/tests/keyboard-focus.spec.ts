// Issue 21, points 1–7: a keyboard-only guest never loses focus to <body>, never has it hidden under the cookie
// banner, and meets popovers, steppers, lazily loaded parts, the registration form and the success modal's
// countdown that behave. Every test drives only the keyboard (Tab, Shift+Tab, arrows, Enter, Space, Escape,
// typing); the desktop layout is the one the issue was tried on.
import type { APIRequestContext, Page } from '@playwright/test';
import { CountingKeyboard, expectFocusShown, focusedMatches, focusState } from '../fixtures/keyboard.ts';
import { signInOnEveryPage } from '../fixtures/member-area.ts';
import { expect, test } from '../fixtures/test.ts';
import { text } from '../fixtures/translations.ts';

test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the keyboard journeys run on the desktop layout');
});

/** A date `days` after today in Istanbul, as YYYY-MM-DD. */
function istanbulDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A stay far from the other journeys' nights, so this test's is free: past what most book (≤ 360 days) and more than
 * a month away from the reports journeys' stays (days 400–406 and 470–476), whose apartment-month totals a booking of
 * this test in the same month would change.
 */
function farStay(): { checkIn: string; checkOut: string } {
  const start = 510 + Math.floor(Math.random() * 40);
  return { checkIn: istanbulDatePlus(start), checkOut: istanbulDatePlus(start + 3) };
}

async function reservationPath(request: APIRequestContext, stay: { checkIn: string; checkOut: string }) {
  const response = await request.get(
    `/api/apartments/available?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0`,
  );
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; slug: string }[] };
  const apartment = items[Math.floor(Math.random() * Math.min(items.length, 10))];
  if (!apartment) throw new Error('no apartment is free for the stay');
  const query = `checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0`;
  return { reservation: `/en/reservation/apartment/${apartment.id}?${query}`, slug: apartment.slug, query };
}

/** The English apartment page's address, from the API's slugs. */
async function englishApartmentPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/apartments?lang=en');
  const { items } = (await response.json()) as { items: { slugs: Record<string, string> }[] };
  const slug = items[0]?.slugs.en;
  if (!slug) throw new Error('no apartment is listed');
  return `/en/apartment/${slug}`;
}

/**
 * From now on, samples focus on every frame: focusWasOnBody() says whether it fell back to <body> once a control
 * had it (a freshly loaded page starts there).
 */
async function recordFocusOnBody(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { focusOnBody: boolean };
    w.focusOnBody = false;
    let focused = false;
    const sample = () => {
      const onBody = document.activeElement === document.body;
      if (focused && onBody) w.focusOnBody = true;
      focused ||= !onBody;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

function focusWasOnBody(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { focusOnBody: boolean }).focusOnBody);
}

test('1. the skip link moves focus to the main content and leaves the search form in place', async ({
  page,
}) => {
  // Records whether the search form ever leaves the page (React dropping an island's server HTML).
  await page.addInitScript(() => {
    const w = window as unknown as { searchFormGone: boolean };
    w.searchFormGone = false;
    let seen = false;
    new MutationObserver(() => {
      const present = document.querySelector('form[role="search"]') !== null;
      if (seen && !present) w.searchFormGone = true;
      seen ||= present;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/en');
  const keys = new CountingKeyboard(page);
  await keys.press('Tab');
  expect(await focusedMatches(page, '.skip-link')).toBe(true);
  await keys.press('Enter');
  await expect.poll(() => focusedMatches(page, '#main, #main h1')).toBe(true);
  // The islands' code arrives meanwhile (the first key loads it); give it the time it takes.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { searchFormGone: boolean }).searchFormGone)).toBe(
    false,
  );
  expect(new URL(page.url()).hash).toBe('');
  await keys.press('Tab');
  expect(await focusedMatches(page, 'form[role="search"] *'), 'the next Tab is in the search form').toBe(
    true,
  );
});

test.describe('2. the cookie banner never covers the focused element', () => {
  test.use({ consentChoice: null });

  test('on the home page, from the top to the FAQ questions', async ({ page }) => {
    test.slow();
    await page.goto('/en');
    await expect(page.getByRole('region', { name: text('en', 'common', 'consent.region') })).toBeVisible();
    const keys = new CountingKeyboard(page);
    // Past the search, the results, the tours' quick views and the FAQ's first questions.
    await keys.tabTo('[data-faq] summary', { limit: 200, step: 'first FAQ question' });
    for (let i = 0; i < 3; i += 1) {
      await keys.press('Tab');
      await expectFocusShown(page, `FAQ question ${i + 2}`);
    }
  });

  test('on the reservation page, down to the message field', async ({ page, request, createMember }) => {
    await signInOnEveryPage(page, await createMember({ language: 'en' }));
    const { reservation } = await reservationPath(request, farStay());
    await page.goto(reservation);
    await expect(page.getByTestId('reservation-form')).toBeVisible();
    const keys = new CountingKeyboard(page);
    await keys.tabTo('textarea', { limit: 80, step: 'message field' });
  });
});

test.describe('3. focus is never dropped to the page body', () => {
  test('a stepper button at its limit hands focus to its sibling', async ({ page }) => {
    await page.goto('/en');
    const keys = new CountingKeyboard(page);
    await keys.tabTo('[data-testid="guests-field"]', { step: 'guests field' });
    await keys.press('Enter');
    const adults = page.locator('#guests-adults');
    const decrease = page.getByRole('button', {
      name: `Fewer: ${text('en', 'search', 'guests.adults')}`,
    });
    await expect(page.locator('#search-guests')).toBeVisible();
    if (!(await focusedMatches(page, '#search-guests button[aria-label]')))
      await keys.tabTo('#search-guests button[aria-label]', { step: 'adults −', limit: 5 });
    await expect(decrease).toBeFocused();
    // Two adults by default, one at least: the second press is the last one possible.
    await keys.press('Enter');
    await expect(adults).toHaveValue('1');
    await expect(decrease).toBeDisabled();
    await expectFocusShown(page, 'after the last −');
    await expect(
      page.getByRole('button', { name: `More: ${text('en', 'search', 'guests.adults')}` }),
    ).toBeFocused();
  });

  test('after Search focus moves to the results heading', async ({ page }) => {
    await page.goto('/en');
    const keys = new CountingKeyboard(page);
    await keys.tabTo('form[role="search"] button[type="submit"]', { step: 'search button' });
    await expect(page.locator('form[role="search"][data-hydrated="true"]')).toBeAttached();
    await keys.press('Enter');
    await expect(page.locator('#results-title')).toBeFocused();
  });

  test('a page change moves focus to the new page heading and announces it', async ({ page }) => {
    await page.goto('/en');
    const keys = new CountingKeyboard(page);
    await keys.tabTo('header nav a[href="/en/owners"]', { step: 'owners link' });
    await keys.press('Enter');
    await expect(page).toHaveURL(/\/en\/owners$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.getByTestId('route-announcement')).toHaveText(await page.title());
  });

  test('after signing in from the login dialog, focus is on the page heading', async ({
    page,
    request,
    createMember,
  }) => {
    const member = await createMember({ language: 'en' });
    const { reservation } = await reservationPath(request, farStay());
    await page.goto(reservation);
    const keys = new CountingKeyboard(page);
    await keys.tabTo('[data-testid="reservation-sign-in-button"]', { step: 'sign in' });
    await keys.press('Enter');
    await expect(page.getByTestId('login-email')).toBeFocused({ timeout: 30_000 });
    await keys.type(member.email);
    await keys.press('Tab');
    await keys.type(member.password);
    const loaded = page.waitForEvent('load');
    await keys.press('Enter');
    await loaded;
    await expect(page.getByTestId('reservation-sign-in')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeFocused();
    await expectFocusShown(page, 'after signing in');
  });
});

test.describe('4. popovers close when focus leaves them and on Escape', () => {
  test('the guests popover takes focus on Enter, closes on Tab past its end and on Escape', async ({
    page,
  }) => {
    await page.goto('/en');
    const keys = new CountingKeyboard(page);
    const popover = page.locator('#search-guests');
    await keys.tabTo('[data-testid="guests-field"]', { step: 'guests field' });
    await keys.press('Enter');
    await expect(popover).toBeVisible();
    expect(await focusedMatches(page, '#search-guests *'), 'Enter moved focus into the popover').toBe(true);
    // Its last control is Done; one more Tab leaves it, for the search button.
    await keys.tabTo('#search-guests .button-primary', { step: 'Done', limit: 10 });
    await keys.press('Tab');
    await expect(popover).toBeHidden();
    await expectFocusShown(page, 'after leaving the guests popover');
    await keys.press('Shift+Tab');
    await expect(page.getByTestId('guests-field')).toBeFocused();
    await keys.press('Enter');
    await expect(popover).toBeVisible();
    await keys.press('Escape');
    await expect(popover).toBeHidden();
    await expect(page.getByTestId('guests-field')).toBeFocused();
  });

  test('the dates popover closes on Shift+Tab back to its trigger and on Escape', async ({ page }) => {
    await page.goto('/en');
    const keys = new CountingKeyboard(page);
    const popover = page.locator('#search-dates');
    await keys.tabTo('[data-testid="dates-field"]', { step: 'dates field' });
    await expect(page.locator('form[role="search"][data-hydrated="true"]')).toBeAttached();
    await keys.press('Enter');
    await expect(popover.getByRole('grid').first()).toBeVisible();
    await expect.poll(() => focusedMatches(page, '#search-dates *')).toBe(true);
    await keys.press('Escape');
    await expect(popover).toBeHidden();
    await expect(page.getByTestId('dates-field')).toBeFocused();
    await keys.press('Enter');
    await expect.poll(() => focusedMatches(page, '#search-dates *')).toBe(true);
    await keys.tabTo('#search-dates .button-primary', { step: 'Done', limit: 10 });
    await keys.press('Tab');
    await expect(popover).toBeHidden();
  });

  test('the language menu closes when Tab leaves it', async ({ page }) => {
    await page.goto('/en/owners');
    const keys = new CountingKeyboard(page);
    const menu = page.locator('#language-menu');
    await keys.tabTo('[data-testid="language-switcher"]', { step: 'language switcher' });
    await keys.press('Enter');
    await expect(menu).toBeVisible();
    await expect.poll(() => focusedMatches(page, '#language-menu a')).toBe(true);
    await keys.tabTo('#language-menu li:last-child a', { step: 'last language', limit: 8 });
    await keys.press('Tab');
    await expect(menu).toBeHidden();
    await expectFocusShown(page, 'after leaving the language menu');
  });
});

test.describe('5. lazily loaded parts never swallow a keystroke', () => {
  test('Tab from the e-mail field reaches the phone country button at once', async ({
    page,
    request,
    createMember,
  }) => {
    await signInOnEveryPage(page, await createMember({ language: 'en' }));
    const { reservation } = await reservationPath(request, farStay());
    await page.goto(reservation);
    const keys = new CountingKeyboard(page);
    await keys.tabTo('input[type="email"]', { step: 'e-mail', limit: 80 });
    await recordFocusOnBody(page);
    await keys.press('Tab');
    await expect(page.getByTestId('phone-country-button')).toBeFocused();
    await page.waitForTimeout(500);
    await expect(page.getByTestId('phone-country-button')).toBeFocused();
    expect(await focusWasOnBody(page), 'focus fell to <body> on the way').toBe(false);
  });

  test('the availability calendar is in the Tab order before it was scrolled into view', async ({
    page,
    request,
  }) => {
    await page.goto(await englishApartmentPath(request));
    await recordFocusOnBody(page);
    const keys = new CountingKeyboard(page);
    // Its place in the Tab order: the calendar's day, or while its code loads the button that shows it.
    const day = '#availability [role="grid"] button:not([disabled])';
    await keys.tabTo(`${day}, #availability button.button-primary`, { step: 'the calendar', limit: 40 });
    if (!(await focusedMatches(page, day))) {
      await keys.press('Enter');
      await expect.poll(() => focusedMatches(page, day), 'the calendar took the focus').toBe(true);
    }
    await expectFocusShown(page, 'in the calendar');
    expect(await focusWasOnBody(page), 'focus fell to <body> on the way').toBe(false);
  });
});

test('6. "Create account" stays focusable and Enter says what is missing', async ({ page }) => {
  await page.goto('/en/owners');
  const keys = new CountingKeyboard(page);
  await keys.tabTo('[data-testid="sign-in-button"]', { step: 'sign in' });
  await keys.press('Enter');
  await expect(page.getByTestId('login-email')).toBeFocused();
  await keys.tabTo('[data-testid="login-register"]', { step: 'register link', limit: 15 });
  await keys.press('Enter');
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible();
  const submit = form.getByTestId('register-submit');
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  // Playwright counts aria-disabled as disabled; the button itself is not.
  expect(await submit.evaluate((button) => (button as HTMLButtonElement).disabled)).toBe(false);
  if (!(await focusedMatches(page, '[data-testid="register-form"] input[autocomplete="name"]')))
    await keys.tabTo('[data-testid="register-form"] input[autocomplete="name"]', { step: 'name', limit: 10 });
  await keys.type('Emma Clarke');
  await keys.press('Enter');
  // The first missing field takes focus and says so.
  const email = form.getByLabel(text('en', 'registration', 'register.email'));
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await keys.tabTo('[data-testid="register-submit"]', { step: 'Create account', limit: 15 });
  await keys.press('Enter');
  await expect(email).toBeFocused();
});

test('7. the success modal countdown pauses while focus is inside and a control stops it', async ({
  page,
  request,
  createMember,
}) => {
  test.slow();
  await page.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
  await signInOnEveryPage(page, await createMember({ language: 'en' }));
  const { reservation } = await reservationPath(request, farStay());
  await page.goto(reservation);
  const keys = new CountingKeyboard(page);
  await keys.tabTo('[data-testid="accept-terms"]', { step: 'terms', limit: 80 });
  await keys.press('Space');
  await keys.tabTo('[data-testid="reservation-submit"]', { step: 'submit', limit: 10 });
  await keys.press('Enter');
  const success = page.getByTestId('reservation-success');
  await expect(success).toBeVisible();
  const countdown = success.getByTestId('hand-off-countdown');
  // Focus inside the modal (where the keyboard guest is) holds the countdown.
  await keys.press('Tab');
  await expectFocusShown(page, 'in the success modal');
  const held = await countdown.textContent();
  await page.waitForTimeout(2500);
  await expect(countdown).toHaveText(held ?? '');
  // "Stay on this page" stops it for good: no hand-off, even well past 7 seconds.
  await keys.tabTo('[data-testid="hand-off-stay"]', { step: 'stay here', limit: 10 });
  await keys.press('Enter');
  await expect(countdown).toHaveText(text('en', 'reservation', 'success.stopped'));
  await page.waitForTimeout(8000);
  expect(page.url()).not.toContain('wa.me');
  await expect(success).toBeVisible();
  expect((await focusState(page)).onBody).toBe(false);
});
