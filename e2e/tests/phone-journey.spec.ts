// Issue 19 point 12: in each language, on a phone whose browser blocks pop-ups as a guest's does, a member goes
// from the home page to a booking, is handed to the WhatsApp chat, and finds the booking confirmed once the
// operator has recorded the payment. The Arabic pages are compared with stored screenshots, so a regression
// in direction or an overflow fails the run (baselines: phone-journey.spec.ts-snapshots/, refreshed with
// `npx playwright test --config e2e/playwright.config.ts phone-journey --project mobile --update-snapshots`).
import type { Locator, Page } from '@playwright/test';
import { homePath, localPath, waitForHomeIslands } from '../fixtures/account-ui.ts';
import { openFirstQuickView } from '../fixtures/member-area.ts';
import { confirmAsOperator } from '../fixtures/stays.ts';
import { expect, test } from '../fixtures/test.ts';
import { type Language, text } from '../fixtures/translations.ts';
import { CHROMIUM_LAUNCH_BLOCKING_POPUPS } from '../support/chromium.ts';

test.use({ launchOptions: CHROMIUM_LAUNCH_BLOCKING_POPUPS });

const LANGUAGES: Language[] = ['tr', 'en', 'ar', 'ru'];

/** A date `days` after today in Istanbul, as YYYY-MM-DD. */
function istanbulDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Two nights of this journey's own: past every night the other journeys book (they stay within 360 days), in a
 * 20-day window per language, at a random day inside it so reruns on one site do not collide.
 */
function stayFor(language: Language) {
  const start = 370 + LANGUAGES.indexOf(language) * 20 + Math.floor(Math.random() * 17);
  return { checkIn: istanbulDatePlus(start), checkOut: istanbulDatePlus(start + 2) };
}

/**
 * The Arabic page as it looks, against the stored baseline. What differs from run to run is masked: pictures,
 * anything with a year in it (the random stay's dates, the payment deadline), reservation numbers, the
 * countdown, the results' line with the searched dates, and what a screen names besides; the layout, the
 * direction of every line and anything spilling sideways are not. `target` (one element) and `clip` keep a screen
 * to a part whose layout does not depend on how long the random dates and times are written.
 */
async function expectArabicLook(
  language: Language,
  page: Page,
  name: string,
  {
    target = page,
    mask = [],
    clip,
  }: {
    target?: Page | Locator;
    mask?: Locator[];
    clip?: { x: number; y: number; width: number; height: number };
  } = {},
) {
  if (language !== 'ar') return;
  // Masks only inside what is compared: a masked date beside it (its width follows the random stay) would be
  // painted over its edge.
  const scope = target === page ? page.locator('body') : (target as Locator);
  await expect(target).toHaveScreenshot(`ar-${name}.png`, {
    mask: [
      scope.locator('img, picture'),
      scope.getByText(/20\d\d/),
      scope.getByText(/KNK-\d{4}-/),
      scope.getByTestId('hand-off-countdown'),
      scope.getByTestId('results-count'),
      ...mask,
    ],
    maxDiffPixelRatio: 0.02,
    ...(clip ? { clip } : {}),
  });
}

for (const language of LANGUAGES) {
  test(`${language}: on a phone that blocks pop-ups, a member books from the home page, is handed to WhatsApp and sees the booking confirmed`, async ({
    page,
    createMember,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone journey');
    test.slow();
    const member = await createMember({ language });
    await page.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('rememberMe', 'true');
      },
      { token: member.token, user: member.user },
    );
    // Before anything on the page has been clicked (Playwright's own evaluate counts as a click).
    await page.addInitScript(() => {
      sessionStorage.setItem('e2e:popup-opened', window.open('about:blank', '_blank') ? 'yes' : 'no');
    });
    // WhatsApp stands in as a local page (there is no internet here): the test checks the hand-off.
    await page.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
    );
    const stay = stayFor(language);

    await page.goto(
      `${homePath(language)}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0`,
    );
    await waitForHomeIslands(page);
    // The browser is a guest's: a script that opens a window without a click gets nothing.
    expect(await page.evaluate(() => sessionStorage.getItem('e2e:popup-opened'))).toBe('no');
    // From the top, whatever the page did with the scroll while its islands woke up.
    await page.evaluate(() => window.scrollTo(0, 0));
    // The header only: below it the search bar's dates button wraps with the length of the random dates.
    const header = await page.getByRole('banner').boundingBox();
    if (!header) throw new Error('the home page has no header');
    await expectArabicLook(language, page, 'home', {
      clip: { x: 0, y: 0, width: 390, height: Math.floor(header.y + header.height) },
    });

    const quickView = await openFirstQuickView(page, language);
    await expectArabicLook(language, page, 'quick-view');
    await quickView.getByRole('link', { name: text(language, 'quick-view', 'actions.bookNow') }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: text(language, 'reservation', 'page.title') }),
    ).toBeVisible();
    await page
      .getByRole('radio', { name: text(language, 'reservation', 'refund.refundable'), exact: true })
      .check();
    await expect(page.getByTestId('price-total')).toHaveText(/€/);
    await page.getByTestId('accept-terms').check();
    await expect(page.getByTestId('bank-details')).toBeVisible();
    await page.getByTestId('bank-details').scrollIntoViewIfNeeded();
    await expectArabicLook(language, page, 'reservation-payment', {
      mask: [page.locator('input[type="email"], input[type="tel"]'), page.getByTestId('price-summary')],
    });

    await page.getByTestId('reservation-submit').click();
    const success = page.getByRole('dialog', { name: text(language, 'reservation', 'success.title') });
    await expect(success).toBeVisible();
    const number = (await success.getByTestId('reservation-number').textContent()) ?? '';
    expect(number).toMatch(/^KNK-\d{4}-[2-9A-Z]{4}$/);
    // The bank details in the modal: above them, the deadline sentence wraps with the time it names.
    await expectArabicLook(language, page, 'success', { target: success.getByTestId('bank-details') });

    // After the countdown this tab goes to the chat: nothing for the pop-up blocker to stop.
    await page.waitForURL(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toContain(number);
    await expect(page).toHaveTitle('WhatsApp');

    await confirmAsOperator(page.request, number);
    await page.goto(localPath(language, '/reservations'));
    const booked = page.getByTestId('reservations-upcoming').locator(`[data-reservation-number="${number}"]`);
    await expect(booked.getByTestId('reservation-status')).toContainText(
      text(language, 'reservation', 'list.statuses.confirmed'),
    );
    await booked.scrollIntoViewIfNeeded();
    // From the top of the screen to the booking's status: below it the facts wrap with the dates' length.
    const status = await booked.getByTestId('reservation-status').boundingBox();
    if (!status) throw new Error('the booking shows no status');
    await expectArabicLook(language, page, 'reservations', {
      clip: { x: 0, y: 0, width: 390, height: Math.ceil(status.y + status.height + 8) },
    });
  });
}
