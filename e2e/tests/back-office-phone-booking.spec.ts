// A booking taken by phone (issue 14 points 4 and 8): on a phone, in English, staff book for a new guest; the
// guest's set-password mail leaves and the new reservation's page opens.
import { randomUUID } from 'node:crypto';
import { expect, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { describeViolations } from '../fixtures/test.ts';
import { text } from '../fixtures/translations.ts';

const t = (key: string) => text('en', 'admin-dashboard', key);

/** A stay far ahead (past every lead-time rule), somewhere other runs' bookings are unlikely to be. */
function farStay(attempt: number): { checkIn: string; checkOut: string } {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 150 + Math.floor(Math.random() * 150) + attempt * 7);
  const checkIn = start.toISOString().slice(0, 10);
  start.setUTCDate(start.getUTCDate() + 3);
  return { checkIn, checkOut: start.toISOString().slice(0, 10) };
}

test('staff book by phone for a new guest: the set-password mail leaves and the reservation opens', async ({
  page,
  staffSession,
  waitForMail,
  consoleErrors,
  axe,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone journey (390 × 844)');
  // Until the reservations slice's page is merged, its address answers the site's not-found page.
  consoleErrors.allow(/status of 404/);
  await storeOperatorSignIn(page, staffSession);
  await page.goto('/en/admin');
  await expect(page.getByTestId('dashboard-today')).toBeVisible();
  expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
  await page.getByTestId('new-phone-booking').click();
  await expect(page).toHaveURL(/\/en\/admin\/reservations\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('phone.title'));

  const email = `phone-guest-${randomUUID()}@example.com`;
  await page.getByLabel(t('phone.email')).fill(email);
  await page.getByTestId('phone-look-up').click();
  await expect(page.getByTestId('phone-guest-status')).toHaveText(t('phone.newGuest'));
  await page.getByLabel(t('phone.name')).fill('Elif Şahin');
  await page.getByLabel(t('phone.phone')).fill('+90 533 765 43 21');
  await page.getByLabel(t('phone.apartmentChoice')).selectOption({ index: 1 });
  await page.getByLabel(t('phone.pay_at_door')).check();
  expect(describeViolations((await axe().analyze()).violations)).toEqual([]);

  // The site's price first; dates another run took are refused, and a week later is tried.
  for (let attempt = 0; ; attempt++) {
    const stay = farStay(attempt);
    await page.getByLabel(t('phone.checkIn')).fill(stay.checkIn);
    await page.getByLabel(t('phone.checkOut')).fill(stay.checkOut);
    await page.getByTestId('phone-show-price').click();
    const priced = page.getByTestId('phone-price').getByText(/Total/);
    const refused = page.getByTestId('phone-booking-error');
    await expect(priced.or(refused)).toBeVisible();
    if (await priced.isVisible()) break;
    expect(attempt, (await refused.textContent()) ?? undefined).toBeLessThan(4);
  }
  await page.getByTestId('phone-save').click();
  await expect(page).toHaveURL(/\/en\/admin\/reservations\/[0-9a-f-]{36}$/);

  const mail = await waitForMail({ to: email, template: 'password-reset' });
  expect(mail.text).toContain('/en/reset-password?token=');
});
