// Issue 16 journeys: an Arabic guest on a phone pays by card with 3-D Secure on the built-in test gateway and sees
// the success modal; a Turkish guest on a desktop fails 3-D Secure, then pays the same reservation by bank transfer
// without filling the form again. Afterwards no test card number is in the site's log or its database files.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { localPath } from '../fixtures/account-ui.ts';
import { storeSignIn } from '../fixtures/member-area.ts';
import type { Member } from '../fixtures/members.ts';
import { expect, test } from '../fixtures/test.ts';
import { type Language, text } from '../fixtures/translations.ts';
import { RUN_ENV, runValue } from '../support/run-env.ts';

/** iyzico's sandbox cards the test gateway honours (apps/server/src/modules/card-payments/test-gateway). */
const SUCCESS_CARD = '5528790000000008';
const TYPED_CARDS = [SUCCESS_CARD];
const THREE_DS_CODE = '283126';

test.describe.configure({ mode: 'serial' });

function istanbulDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Two nights of this journey's own, far beyond the other journeys' dates, on one of the free apartments. */
async function freeStay(request: APIRequestContext, firstDay: number) {
  const start = firstDay + Math.floor(Math.random() * 60);
  const checkIn = istanbulDatePlus(start);
  const checkOut = istanbulDatePlus(start + 2);
  const search = await request.get(
    `/api/apartments/available?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0`,
  );
  expect(search.status()).toBe(200);
  const { items } = (await search.json()) as { items: { id: string }[] };
  const apartment = items[Math.floor(Math.random() * Math.min(items.length, 10))];
  if (!apartment) throw new Error(`e2e: no apartment is free from ${checkIn} to ${checkOut}`);
  return { apartmentId: apartment.id, checkIn, checkOut };
}

/** The reservation page of a free stay, signed in, with card chosen and the terms accepted. */
async function cardBookingForm(
  page: Page,
  request: APIRequestContext,
  member: Member,
  language: Language,
  firstDay: number,
) {
  const stay = await freeStay(request, firstDay);
  await page.goto(localPath(language, '/'));
  await storeSignIn(page, member);
  await page.goto(
    localPath(
      language,
      `/reservation/apartment/${stay.apartmentId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0`,
    ),
  );
  await expect(page.getByLabel(text(language, 'reservation', 'contact.name'))).toHaveValue(member.name);
  await page.getByRole('radio', { name: text(language, 'reservation', 'payment.card') }).check();
  // Without iyzico keys the e2e site uses the test gateway, and says so before the guest leaves.
  await expect(page.getByTestId('card-test-note')).toHaveText(
    text(language, 'reservation', 'payment.cardTest'),
  );
  await page.getByTestId('accept-terms').check();
}

/** On the test gateway's hosted page: the test banner, the card, then the bank's 3-D Secure step. */
async function payOnGateway(page: Page, card: string, threeDs: 'confirm' | 'cancel') {
  await page.waitForURL(/\/test-gateway\/pay\//);
  await expect(page.getByTestId('test-gateway-banner')).toBeVisible();
  await page.locator('input[name="cardNumber"]').fill(card);
  await page.locator('input[name="holder"]').fill('Test Guest');
  await page.locator('input[name="expiry"]').fill('12/30');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('button[type="submit"]').click();
  await page.locator('input[name="code"]').fill(THREE_DS_CODE);
  await page.locator(`button[value="${threeDs}"]`).click();
  // The gateway's page posts the token back to the site, which sends the guest to the reservation page.
  await page.waitForURL(/\/reservation\/apartment\/[0-9a-f-]{36}\?cardPayment=/);
}

test('ar on a phone: pays by card with 3-D Secure and sees the success modal', async ({
  page,
  request,
  createMember,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the issue asks for this journey on a phone');
  test.slow();
  await page.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
  const member = await createMember({ language: 'ar' });
  await cardBookingForm(page, request, member, 'ar', 560);
  await page.getByTestId('reservation-submit').click();

  await payOnGateway(page, SUCCESS_CARD, 'confirm');
  const success = page.getByRole('dialog', { name: text('ar', 'reservation', 'success.title') });
  await expect(success).toBeVisible();
  await expect(success.getByTestId('success-card-paid')).toHaveText(
    text('ar', 'reservation', 'success.cardPaid'),
  );
  const number = (await success.getByTestId('reservation-number').textContent()) ?? '';
  expect(number).toMatch(/^KNK-\d{4}-[2-9A-Z]{4}$/);
  await expect(page.getByTestId('booking-confirmation').getByTestId('confirmation-number')).toHaveText(
    number,
  );
  await expect(success.getByTestId('hand-off-countdown')).toBeVisible();
});

test('tr on a desktop: 3-D Secure fails, then the same reservation is paid by bank transfer', async ({
  page,
  request,
  createMember,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the issue asks for this journey on a desktop');
  test.slow();
  await page.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
  const member = await createMember({ language: 'tr' });
  await cardBookingForm(page, request, member, 'tr', 640);
  await page.getByTestId('reservation-submit').click();

  await payOnGateway(page, SUCCESS_CARD, 'cancel');
  const problem = page.getByTestId('card-payment-problem');
  await expect(
    problem.getByRole('heading', { name: text('tr', 'reservation', 'card.failedTitle') }),
  ).toBeVisible();
  await expect(problem.getByTestId('card-payment-message')).toContainText('3-D Secure');
  // The form is not shown again: the reservation exists and waits for its money.
  await expect(page.getByTestId('reservation-submit')).toHaveCount(0);

  await problem.getByTestId('card-switch-to-bank').click();
  const success = page.getByRole('dialog', { name: text('tr', 'reservation', 'success.title') });
  await expect(success).toBeVisible();
  await expect(success.getByTestId('bank-amount')).toHaveText(/€/);
  await expect(page.getByTestId('booking-confirmation').getByTestId('bank-details')).toBeVisible();
});

test('no test card number is in the site’s log or its database after the card journeys', async () => {
  const logFile = runValue(RUN_ENV.siteLog, 'the site’s log');
  const dataDir = runValue(RUN_ENV.dataDir, 'the site’s data directory');
  const files = [logFile, ...(await filesUnder(dataDir))];
  const found: string[] = [];
  for (const file of files) {
    const bytes = await readFile(file).catch(() => Buffer.alloc(0));
    for (const card of TYPED_CARDS) {
      // As typed, and as UTF-16 in case a file stored it so.
      if (bytes.includes(card) || bytes.includes(Buffer.from(card, 'utf16le')))
        found.push(`${card} in ${file}`);
    }
  }
  // The database's files are read as they are on disk: its catalogue names the card tables in plain text.
  const contents = await Promise.all(files.map((file) => readFile(file).catch(() => Buffer.alloc(0))));
  expect(contents.some((bytes) => bytes.includes('card_checkouts'))).toBe(true);
  expect(found).toEqual([]);
});

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
