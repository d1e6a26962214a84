// The back office's calendar (issue 15 points 1 and 8): an admin closes a week on a Turkish desktop and the
// apartment page's calendar no longer offers it; an admin changes prices on an English phone and the search page's
// quick view asks the new price; the whole change made with the keyboard alone; axe on the page and its dialog.
// Each journey has its own apartment and its own days months ahead, where no other journey books or prices.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { localPath, waitForHomeIslands } from '../fixtures/account-ui.ts';
import { expect, type OperatorSession, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { describeViolations } from '../fixtures/test.ts';
import { type Language, text, waitForHydration } from '../fixtures/translations.ts';

function istanbulDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function plusDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const randomDays = (spread: number) => Math.floor(Math.random() * spread);

type Row = { id: string; title: string; minStayNights: number[] };

/** The admin timeline's rows (titles in `language`) for the 60 days from `from`, through the API. */
async function timelineRows(
  request: APIRequestContext,
  session: OperatorSession,
  language: Language,
  from: string,
): Promise<Row[]> {
  const answer = await request.get(`/api/admin/calendar?from=${from}&days=60`, {
    headers: { authorization: `Bearer ${session.token}`, 'accept-language': language },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { items: Row[] }).items;
}

/** Whether every night from `from` for `nights` nights can be booked on the public site. */
async function allOpen(request: APIRequestContext, apartmentId: string, from: string, nights: number) {
  const answer = await request.get(
    `/api/pricing-calendar/range?apartmentId=${apartmentId}&startDate=${from}&endDate=${plusDays(from, nights - 1)}`,
  );
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: { available: boolean }[] };
  return items.length === nights && items.every((day) => day.available);
}

/** The timeline's cell of an apartment's day, by the name a screen reader reads ("Ev 3, 12 Aralık: …"). */
function dayCell(page: Page, language: Language, title: string, date: string): Locator {
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  const escaped = `${title}, ${day}:`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('gridcell', { name: new RegExp(`^${escaped}`) });
}

async function openCalendar(page: Page, session: OperatorSession, language: Language, from: string) {
  await storeOperatorSignIn(page, session);
  await page.goto(`${localPath(language, '/admin/calendar')}?from=${from}`);
  await expect(page.getByRole('grid')).toBeVisible();
  await waitForHydration(page);
}

const t = (language: Language, key: string) => text(language, 'admin-calendar', key);

test('tr: an admin closes a week in the calendar and the apartment page no longer offers those days', async ({
  page,
  request,
  adminSession,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the Turkish journey runs on the desktop');
  test.slow();
  const listed = (await (await request.get('/api/apartments')).json()) as {
    items: { id: string; slug: string }[];
  };
  const apartment = listed.items.at(-1);
  if (!apartment) throw new Error('the demo catalogue has no apartments');
  let start = istanbulDatePlus(200 + randomDays(30));
  while (!(await allOpen(request, apartment.id, start, 7))) start = plusDays(start, 7);
  const week = Array.from({ length: 7 }, (_, index) => plusDays(start, index));
  const rows = await timelineRows(request, adminSession, 'tr', start);
  const title = rows.find((row) => row.id === apartment.id)?.title ?? '';

  await openCalendar(page, adminSession, 'tr', start);
  await dayCell(page, 'tr', title, start).click();
  await dayCell(page, 'tr', title, plusDays(start, 6)).click();
  await expect(page.getByTestId('calendar-selection').getByRole('status')).toContainText('7 gün');
  await page.getByRole('button', { name: t('tr', 'change.close') }).click();
  const dialog = page.getByRole('dialog', { name: t('tr', 'change.close') });
  await dialog.getByRole('button', { name: t('tr', 'dialog.apply') }).click();
  await expect(page.getByText('7 gün değişti.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The timeline shows the week closed, in words for a screen reader and with its mark for the eye.
  await expect(dayCell(page, 'tr', title, plusDays(start, 3))).toHaveAccessibleName(/, kapalı/);

  await page.goto(`/apartment/${encodeURIComponent(apartment.slug)}`);
  await waitForHydration(page);
  // The calendar's code loads when its section comes into view.
  await page
    .getByRole('heading', { name: text('tr', 'listing', 'availability.title') })
    .scrollIntoViewIfNeeded();
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar).toBeVisible();
  const dayButton = (date: string) => calendar.locator(`[data-day="${date}"]:not([data-outside]) button`);
  for (let month = 0; month < 12 && (await dayButton(week[6] ?? start).count()) === 0; month++) {
    await calendar.locator('nav button').last().click();
  }
  for (const date of week) {
    await dayButton(date).scrollIntoViewIfNeeded();
    await expect(dayButton(date), `${date} is closed`).toBeDisabled();
  }
});

test('en: an admin sets a price on a phone and the quick view on the search page asks it', async ({
  page,
  request,
  adminSession,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the English journey runs on the phone');
  test.slow();
  const checkIn = istanbulDatePlus(240 + randomDays(30));
  const checkOut = plusDays(checkIn, 3);
  const search = `checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0`;
  const found = (await (await request.get(`/api/apartments/available?${search}&lang=en`)).json()) as {
    items: { id: string; title: string; stay: { breakdown: { price: number }[] } | null }[];
  };
  const apartment = found.items[0];
  if (!apartment) throw new Error(`no apartment is free from ${checkIn} to ${checkOut}`);
  const old = apartment.stay?.breakdown.map((night) => night.price) ?? [];
  let price = 150 + randomDays(100);
  while (old.includes(price)) price += 1;
  const rows = await timelineRows(request, adminSession, 'en', checkIn);
  const title = rows.find((row) => row.id === apartment.id)?.title ?? '';

  await openCalendar(page, adminSession, 'en', checkIn);
  await dayCell(page, 'en', title, checkIn).click();
  await dayCell(page, 'en', title, plusDays(checkIn, 2)).click();
  await page.getByRole('button', { name: t('en', 'change.price') }).click();
  const dialog = page.getByRole('dialog', { name: t('en', 'change.price') });
  await dialog.getByLabel(t('en', 'dialog.price')).fill(String(price));
  await dialog.getByRole('button', { name: t('en', 'dialog.apply') }).click();
  await expect(page.getByText('3 days changed.')).toBeVisible();
  await expect(dayCell(page, 'en', title, plusDays(checkIn, 1))).toHaveAccessibleName(
    new RegExp(`: €${price}(,|$)`),
  );

  await page.goto(`${localPath('en', '/')}?${search}`);
  await waitForHomeIslands(page);
  const card = page.getByRole('article', { name: apartment.title });
  const trigger = card.getByRole('button', { name: text('en', 'search', 'card.quickView') });
  await expect
    .poll(() =>
      trigger.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
  await trigger.click();
  const quickView = page.getByRole('dialog').filter({ has: page.locator('[data-sheet-handle]') });
  await expect(quickView).toBeVisible();
  await expect(quickView).toContainText(`€${price} per night`);
  await expect(quickView).toContainText(`€${(price * 3).toLocaleString('en')}`);
});

test('en: the keyboard alone moves to an apartment, selects days with Enter and sets their minimum stay', async ({
  page,
  request,
  adminSession,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'keyboard journey on the desktop');
  test.slow();
  const from = istanbulDatePlus(280 + randomDays(30));
  const rows = await timelineRows(request, adminSession, 'en', from);
  const index = rows.length - 2;
  const row = rows[index];
  if (!row) throw new Error('the demo catalogue has too few apartments');
  const nights = 5 + randomDays(5);

  await openCalendar(page, adminSession, 'en', from);
  const grid = page.getByRole('grid');
  for (let presses = 0; presses < 60; presses++) {
    if (await grid.evaluate((element) => element.contains(document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  // The grid's one tab stop is its first day of the first apartment: the cell, or the booking bar starting there.
  await expect(grid.locator('[data-point="0:0"]')).toBeFocused();
  for (let step = 0; step < index; step++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const first = dayCell(page, 'en', row.title, plusDays(from, 2));
  await expect(first).toBeFocused();
  // The focused day is in view with a visible ring.
  await expect(first).toBeInViewport();
  expect(await first.evaluate((cell) => getComputedStyle(cell).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('calendar-selection').getByRole('status')).toContainText('1 apartment');

  const setMinimum = page.getByRole('button', { name: t('en', 'change.minStay') });
  for (let presses = 0; presses < 5; presses++) {
    if (await setMinimum.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(setMinimum).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('en', 'change.minStay') });
  await expect(dialog.getByLabel(t('en', 'dialog.nights'))).toBeFocused();
  await page.keyboard.type(String(nights));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/days? changed\.|Nothing changed/)).toBeVisible();
  for (const offset of [2, 3, 4]) {
    await expect(dayCell(page, 'en', row.title, plusDays(from, offset))).toHaveAccessibleName(
      new RegExp(`minimum ${nights} nights`),
    );
  }
  // The day after the range keeps what it had.
  const after = row.minStayNights[5] ?? 1;
  const nextDay = dayCell(page, 'en', row.title, plusDays(from, 5));
  if (after > 1) await expect(nextDay).toHaveAccessibleName(new RegExp(`minimum ${after} nights`));
  else await expect(nextDay).not.toHaveAccessibleName(/minimum/);
});

for (const { language, project } of [
  { language: 'tr', project: 'desktop' },
  { language: 'en', project: 'mobile' },
] as const) {
  test(`${language}: axe finds nothing on the calendar, its selection and its change dialog`, async ({
    page,
    request,
    adminSession,
    createMember,
    axe,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `the ${language} check runs on the ${project}`);
    test.slow();
    const from = istanbulDatePlus(330);
    // A booking bar among the rows axe reads: its cell's name must hold the bar's visible text (CI once met one).
    const [first] = await timelineRows(request, adminSession, language, from);
    if (!first) throw new Error('e2e: the timeline has no apartment');
    let start = 4 + randomDays(6);
    const nightsFrom = (day: number) => Math.max(2, first.minStayNights[day] ?? 1);
    while (!(await allOpen(request, first.id, plusDays(from, start), nightsFrom(start)))) start += 2;
    const member = await createMember({ language });
    const booked = await request.post('/api/reservations/create', {
      headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': crypto.randomUUID() },
      data: {
        type: 'apartment',
        apartmentId: first.id,
        name: member.name,
        email: member.email,
        phone: member.phone,
        checkIn: plusDays(from, start),
        checkOut: plusDays(from, start + nightsFrom(start)),
        adults: 1,
        children: 0,
        paymentMethod: 'bank_transfer',
        acceptTerms: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { reservationNumber } = (await booked.json()) as { reservationNumber: string };
    await openCalendar(page, adminSession, language, from);
    await expect(
      page.getByRole('grid').getByRole('link', { name: new RegExp(reservationNumber) }),
    ).toBeVisible();
    const cells = page.getByRole('gridcell');
    await cells.nth(1).click();
    await cells.nth(3).click();
    await expect(page.getByTestId('calendar-selection').getByRole('button')).not.toHaveCount(0);
    // Every apartment's row is the same component: axe walks the page with the first four (closed days, discounts,
    // minimum stays and the selection among them); all thirty, some 1,800 named cells, took it minutes here.
    const scan = await axe().exclude('[role="grid"] tbody tr:nth-child(n+5)').analyze();
    expect(describeViolations(scan.violations)).toEqual([]);

    await page.getByRole('button', { name: t(language, 'change.discount') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(describeViolations((await axe().include('[role="dialog"]').analyze()).violations)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
}
