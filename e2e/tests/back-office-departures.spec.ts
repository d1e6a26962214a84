// Tour departures and the owners' enquiries in the back office (issue 15 points 2 and 6), on a desktop in Turkish
// and on a phone in English: a tour booking made here is on the guide's list; closing the day takes it off the
// tour's booking calendar at once, reopening puts it back; an enquiry sent from the owners page is in the inbox and
// its status changes. Every page is checked with axe.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { localPath } from '../fixtures/account-ui.ts';
import { expect, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { describeViolations } from '../fixtures/test.ts';
import { text } from '../fixtures/translations.ts';

const JOURNEYS = [
  { language: 'tr', project: 'desktop', tourIndex: 0, dayOffset: 46 },
  { language: 'en', project: 'mobile', tourIndex: 1, dayOffset: 53 },
] as const;

function istanbulDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type Departure = { tourId: string; date: string; startTime: string };

/**
 * A departure of a demo tour past the days other journeys book tours on (they look 40 days ahead), with room for
 * two; each journey has its own tour and weeks, so the two projects never close each other's day.
 */
async function freeDeparture(
  request: APIRequestContext,
  tourIndex: number,
  dayOffset: number,
): Promise<Departure> {
  const tours = (await (await request.get('/api/tours')).json()) as { items: { id: string }[] };
  const tour = tours.items[tourIndex];
  if (!tour) throw new Error('the demo catalogue has too few tours');
  const answer = await request.get(
    `/api/tours/${tour.id}/departures?from=${istanbulDatePlus(dayOffset)}&to=${istanbulDatePlus(dayOffset + 6)}`,
  );
  const { items } = (await answer.json()) as {
    items: { date: string; times: { startTime: string; placesLeft: number }[] }[];
  };
  for (const day of items) {
    const time = day.times.find((candidate) => candidate.placesLeft >= 2);
    if (time) return { tourId: tour.id, date: day.date, startTime: time.startTime };
  }
  throw new Error('no departure with two places left');
}

/** The tour's booking page with the departure's month first in the calendar. */
async function openTourCalendar(page: Page, language: 'tr' | 'en', departure: Departure) {
  await page.goto(`${localPath(language, `/reservation/tour/${departure.tourId}`)}?adults=2&children=0`);
  const calendar = page.getByTestId('reservation-calendar');
  await expect(calendar.getByRole('grid').first()).toContainText(/\d/);
  const today = istanbulDatePlus(0);
  const months =
    (Number(departure.date.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    Number(departure.date.slice(5, 7)) -
    Number(today.slice(5, 7));
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${departure.date}T00:00:00Z`),
  );
  for (let step = 0; step < months; step++) await calendar.locator('nav button').last().click();
  await expect(calendar.getByRole('grid').first()).toContainText(/\d/);
  await expect(calendar).toContainText(monthName);
  const day = Number(departure.date.slice(8, 10));
  // A bookable day's button shows its places under the number; a closed one is disabled.
  return calendar
    .getByRole('grid')
    .first()
    .locator('button:not([disabled])', { hasText: new RegExp(`^${day}\\s`) });
}

for (const { language, project, tourIndex, dayOffset } of JOURNEYS) {
  test(`${language}: staff see a tour booking on the guide's list, close the day and reopen it`, async ({
    page,
    request,
    staffSession,
    createMember,
    axe,
    consoleErrors,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `the ${language} journey runs on the ${project}`);
    test.slow();
    consoleErrors.allow(/status of 422/);
    const t = (key: string) => text(language, 'admin-tours', key);
    const departure = await freeDeparture(request, tourIndex, dayOffset);
    const guest = `Rehber Listesi ${randomUUID().slice(0, 6)}`;
    const member = await createMember({ language });
    const booked = await request.post('/api/reservations/create', {
      headers: { authorization: `Bearer ${member.token}` },
      data: {
        type: 'tour',
        tourId: departure.tourId,
        checkIn: departure.date,
        startTime: departure.startTime,
        name: guest,
        email: `guide-list-${randomUUID()}@example.com`,
        phone: '+90 532 765 43 21',
        adults: 2,
        children: 0,
        paymentMethod: 'bank_transfer',
        acceptTerms: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await storeOperatorSignIn(page, staffSession);
    const adminPath = localPath(language, '/admin');
    await page.goto(
      `${adminPath}/tours/departures?tourId=${departure.tourId}&from=${departure.date}&to=${departure.date}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'));
    const row = page
      .getByRole('link', {
        name: new RegExp(
          t('open')
            .replace(/\{\{.*$/, '')
            .trim(),
        ),
      })
      .first();
    await expect(row).toBeVisible();
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
    await row.click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/tours/departures/${departure.tourId}/${departure.date}$`),
    );
    const listed = page.getByText(guest, { exact: false }).filter({ visible: true });
    await expect(listed.first()).toBeVisible();
    await expect(page.locator('a[href="tel:+905327654321"]').filter({ visible: true }).first()).toBeVisible();
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);

    // On paper only the list: no back-office header, no buttons, the table also on a phone.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header')).toBeHidden();
    await expect(page.getByRole('button', { name: t('print') })).toBeHidden();
    await expect(page.getByRole('table').getByText(guest)).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Close the day: a confirmation first.
    await page.getByRole('button', { name: t('closeDate') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
    await dialog.getByRole('button', { name: t('confirmClose') }).click();
    await expect(page.getByTestId('day-closed')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('closedDone') })).toBeVisible();
    // The booking stays on the list.
    await expect(listed.first()).toBeVisible();
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);

    // The public calendar no longer offers the day.
    const site = await page.context().newPage();
    const bookableDay = await openTourCalendar(site, language, departure);
    await expect(bookableDay).toHaveCount(0);

    // Reopen: the day is bookable again.
    await page.getByRole('button', { name: t('reopenDate') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('confirmReopen') })
      .click();
    await expect(page.getByTestId('day-closed')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: t('reopenedDone') })).toBeVisible();
    await expect(await openTourCalendar(site, language, departure)).toHaveCount(1);
    await site.close();
  });

  test(`${language}: an owner's enquiry from the owners page is in the inbox and its status changes`, async ({
    page,
    browser,
    staffSession,
    axe,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `the ${language} journey runs on the ${project}`);
    test.slow();
    const t = (key: string) => text(language, 'admin-enquiries', key);
    const owners = (key: string) => text(language, 'owners', key);
    const owner = `Mülk Sahibi ${randomUUID().slice(0, 6)}`;

    // The owner sends the form in a browser of their own.
    const ownerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${localPath(language, '/owners')}#owner-inquiry`);
    const form = ownerPage.getByTestId('owner-inquiry-form');
    const submit = form.getByRole('button', { name: owners('form.submit') });
    let step = 0;
    // The page's code loads at the first interaction (decision 013).
    await expect(async () => {
      step += 1;
      await ownerPage.mouse.move(10 + step * 7, 40 + step * 5);
      await expect(submit).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await form.getByLabel(owners('form.name'), { exact: true }).fill(owner);
    await form.getByLabel(owners('form.email'), { exact: true }).fill(`owner-${randomUUID()}@example.com`);
    await form.getByLabel(owners('form.phone'), { exact: true }).click();
    await form.getByTestId('phone-number').pressSequentially('532 123 45 67');
    await form.getByLabel(owners('form.district'), { exact: true }).selectOption('Kadıköy');
    await form.getByLabel(owners('form.propertyType'), { exact: true }).selectOption('apartment');
    await form.getByLabel(owners('form.bedrooms'), { exact: true }).selectOption('2');
    await form.getByLabel(owners('form.message'), { exact: true }).fill('Moda, 3rd floor, sea view.');
    await form.getByLabel(owners('form.consent'), { exact: true }).check();
    await submit.click();
    await expect(ownerPage.getByTestId('owner-inquiry-sent')).toContainText(owner);
    await ownerContext.close();

    await storeOperatorSignIn(page, staffSession);
    const adminPath = localPath(language, '/admin');
    await page.goto(`${adminPath}/enquiries?status=new`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'));
    const link = page.getByRole('link', { name: t('open').replace('{{name}}', owner) });
    await expect(link).toBeVisible();
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(owner);
    await expect(page.getByText('Moda, 3rd floor, sea view.')).toBeVisible();
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);

    await page.getByLabel(t('changeStatus'), { exact: true }).selectOption('answered');
    await page.getByRole('button', { name: t('saveStatus') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('statusSaved') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t('statuses.answered'));

    await page.getByRole('link', { name: t('back') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'));
    await page.getByLabel(t('status'), { exact: true }).selectOption('answered');
    await page.getByRole('button', { name: text(language, 'admin', 'filters.apply') }).click();
    await expect(page).toHaveURL(/status=answered/);
    await expect(page.getByRole('link', { name: t('open').replace('{{name}}', owner) })).toBeVisible();
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
  });
}
