// A booking taken by phone (issue 14 points 4 and 8): on a phone in English and on a desktop in Turkish, staff book
// for a new guest; the guest's set-password mail leaves and the new reservation's page opens.
import { randomUUID } from 'node:crypto';
import { localPath } from '../fixtures/account-ui.ts';
import { expect, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { describeViolations } from '../fixtures/test.ts';
import { text } from '../fixtures/translations.ts';

/** A stay far ahead (past every lead-time rule), somewhere other runs' bookings are unlikely to be. */
function farStay(attempt: number): { checkIn: string; checkOut: string } {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 150 + Math.floor(Math.random() * 150) + attempt * 7);
  const checkIn = start.toISOString().slice(0, 10);
  start.setUTCDate(start.getUTCDate() + 3);
  return { checkIn, checkOut: start.toISOString().slice(0, 10) };
}

const JOURNEYS = [
  { language: 'en', project: 'mobile' },
  { language: 'tr', project: 'desktop' },
] as const;

for (const { language, project } of JOURNEYS) {
  test(`${language}: staff book by phone for a new guest: the set-password mail leaves and the reservation opens`, async ({
    page,
    staffSession,
    waitForMail,
    consoleErrors,
    axe,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `the ${language} journey runs on the ${project}`);
    // Dates another run booked or closed are refused (409/422), which the browser logs; the loop tries a week later.
    consoleErrors.allow(/status of 4(09|22)/);
    const t = (key: string) => text(language, 'admin-dashboard', key);
    const adminPath = localPath(language, '/admin');
    await storeOperatorSignIn(page, staffSession);
    await page.goto(adminPath);
    await expect(page.getByTestId('dashboard-today')).toBeVisible();
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
    await page.getByTestId('new-phone-booking').click();
    await expect(page).toHaveURL(new RegExp(`${adminPath}/reservations/new$`));
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
      const priced = page.getByTestId('phone-price').getByText(t('phone.price').replace(' {{total}}', ''));
      const refused = page.getByTestId('phone-booking-error');
      await expect(priced.or(refused)).toBeVisible();
      if (await priced.isVisible()) break;
      expect(attempt, (await refused.textContent()) ?? undefined).toBeLessThan(4);
    }
    await page.getByTestId('phone-save').click();
    await expect(page).toHaveURL(new RegExp(`${adminPath}/reservations/[0-9a-f-]{36}$`));

    // The new guest's language is the page's unless staff choose another: the link opens in it.
    const mail = await waitForMail({ to: email, template: 'password-reset' });
    expect(mail.text).toMatch(
      new RegExp(`https?://[^/\\s]+${localPath(language, '/reset-password')}\\?token=`),
    );
  });
}
