// Issue 18 point 6, the channel-sync journey (desktop): an admin adds another channel's calendar address on the
// apartment's back-office page, syncs it now, and the nights its event holds are no longer offered on the public
// apartment calendar, in Turkish and in Arabic. The feed comes from a local server this test starts (the site
// reaches loopback through its test-only setting, decision 095).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { uniqueWord } from '../fixtures/listing-editor.ts';
import { publishedApartment } from '../fixtures/listings.ts';
import { type Language, text, waitForHydration } from '../fixtures/translations.ts';

const DAY_MS = 86_400_000;
const istanbulDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + offset * DAY_MS),
  );

/** A feed shaped like Airbnb's: one reserved stay, all-day dates, check-out exclusive. */
const airbnbFeed = (checkIn: string, checkOut: string) =>
  [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `DTEND;VALUE=DATE:${checkOut.replaceAll('-', '')}`,
    `DTSTART;VALUE=DATE:${checkIn.replaceAll('-', '')}`,
    'UID:e2e-1418fb94e984@airbnb.com',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** Scrolls to the apartment page's availability section, whose calendar loads once it comes into view. */
async function showCalendar(page: Page, language: Language) {
  await waitForHydration(page);
  await page
    .getByRole('heading', { name: text(language, 'listing', 'availability.title') })
    .scrollIntoViewIfNeeded();
  await expect(page.getByTestId('availability-calendar')).toBeVisible();
}

/** The public calendar's button for a day, paging forward month by month until it is shown. */
async function dayButton(page: Page, date: string) {
  const calendar = page.getByTestId('availability-calendar');
  const day = calendar.locator(`[data-day="${date}"]:not([data-outside]) button`);
  for (let attempt = 0; attempt < 3 && (await day.count()) === 0; attempt += 1) {
    await calendar.locator('nav button').last().click();
  }
  return day;
}

let feedServer: Server;
let feedBody = '';
test.beforeAll(async () => {
  feedServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feedBody);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
});

test('an imported calendar closes its nights on the public apartment calendar in tr and ar', async ({
  page,
  request,
  adminSession,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the back office runs on the desktop');
  const t = (key: string) => text('tr', 'admin-apartments', `channels.${key}`);
  const apartment = await publishedApartment(request, adminSession, uniqueWord());
  const [checkIn, checkOut] = [istanbulDay(12), istanbulDay(15)];
  feedBody = airbnbFeed(checkIn, checkOut);
  const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/calendar/ical/e2e.ics`;

  // Before: the nights are offered.
  await page.goto(`/apartment/${encodeURIComponent(apartment.values.translations.tr.slug)}`);
  await showCalendar(page, 'tr');
  await expect(await dayButton(page, istanbulDay(13))).toBeEnabled();

  await storeOperatorSignIn(page, adminSession);
  await page.goto(`/admin/apartments/${apartment.id}`);
  const sync = page.getByTestId('channel-sync');
  await expect(sync.getByRole('heading', { name: t('title') })).toBeVisible();
  await expect(sync.getByText(t('none'))).toBeVisible();
  await sync.getByLabel(t('label')).selectOption('airbnb');
  await sync.getByLabel(t('url'), { exact: false }).fill(feedUrl);
  await sync.getByRole('button', { name: t('add') }).click();
  const feed = sync.getByTestId('channel-feed');
  await expect(feed).toContainText(feedUrl);
  await feed.getByRole('button', { name: t('syncNow') }).click();
  await expect(feed.getByTestId('channel-feed-counts')).toHaveText(
    t('counts').replace('{{events}}', '1').replace('{{blocks}}', '1'),
  );
  await expect(feed.getByTestId('channel-feed-error')).toHaveCount(0);
  await expect(sync.getByTestId('channel-blocks')).toContainText('Reserved');

  for (const [language, prefix] of [
    ['tr', ''],
    ['ar', '/ar'],
  ] as const) {
    const slug = apartment.values.translations[language].slug;
    await page.goto(`${prefix}/apartment/${encodeURIComponent(slug)}`);
    await showCalendar(page, language);
    for (const offset of [12, 13, 14])
      await expect(await dayButton(page, istanbulDay(offset))).toBeDisabled();
    // The check-out day is free for the next arrival, and the day before the block too.
    await expect(await dayButton(page, istanbulDay(11))).toBeEnabled();
  }
});
