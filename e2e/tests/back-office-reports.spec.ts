// Issue 15 points 7 and 8, the reports journey: a member books a stay → staff open the reports, choose its months
// and apartment, see its nights and the reservation in the table, and download the CSV (UTF-8 with BOM, `;`
// between fields, the apartment's name intact). In Turkish on a desktop and in English on a phone; axe on the page.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/back-office.ts';
import { bankTransferStay } from '../fixtures/stays.ts';
import { describeViolations } from '../fixtures/test.ts';
import { type Language, text } from '../fixtures/translations.ts';

const JOURNEYS = [
  // Each journey books in a window of its own, 60+ days apart and more than a month from what the other journeys book
  // (≤ 360 days; keyboard-focus 510–553; card payments from 560), so no other booking shares its apartment's month.
  { language: 'tr', project: 'desktop', adminPath: '/admin', firstDay: 400 },
  { language: 'en', project: 'mobile', adminPath: '/en/admin', firstDay: 470 },
] as const;

/** "2027-12" as the page writes it ("Aralık 2027", "December 2027"). */
function monthName(month: string, language: Language): string {
  const [year = 2000, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** The table's cell of a row (by its header) and a column (by its position among the figures). */
async function figure(page: Page, rowName: string, column: number): Promise<string> {
  const row = page
    .getByTestId('report-table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowName, exact: true }) });
  return (await row.getByRole('cell').nth(column).textContent()) ?? '';
}

for (const { language, project, adminPath, firstDay } of JOURNEYS) {
  test(`${language}: staff see a new booking in the reports and download it as a CSV for Excel`, async ({
    page,
    request,
    createMember,
    staffSession,
    axe,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `the ${language} journey runs on the ${project}`);
    test.slow();
    const t = (key: string) => text(language, 'admin-reports', key);
    const member = await createMember({ language });
    // Two nights in one month: a check-in before the 28th keeps both nights in it.
    const stay = await bankTransferStay(request, member, { firstDay, spread: 5, nights: 2 });
    const details = await request.get(`/api/reservations/${stay.id}`, {
      headers: { authorization: `Bearer ${staffSession.token}` },
    });
    expect(details.status(), await details.text()).toBe(200);
    const { checkIn, checkOut } = (await details.json()) as { checkIn: string; checkOut: string };
    const from = checkIn.slice(0, 7);
    const to = checkOut.slice(0, 7);

    await page.addInitScript(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('rememberMe', 'true');
    }, staffSession);
    await page.goto(adminPath);
    await page
      .getByRole('navigation', { name: text(language, 'admin', 'shell.navigation') })
      .getByRole('link', { name: text(language, 'admin', 'nav.reports') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'));
    // The chart of the last 12 months, described for screen readers.
    await expect(
      page.getByRole('img', { name: new RegExp(t('chart.revenue').slice(0, 4), 'i') }),
    ).toBeVisible();
    // Every listing's figures over the months, while no listing is chosen.
    await expect(page.getByTestId('report-listings-table')).toBeVisible();
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);

    const filters = page.getByRole('form', { name: t('filtersLabel') });
    await filters.getByLabel(t('from')).fill(from);
    await filters.getByLabel(t('to')).fill(to);
    await filters.getByLabel(t('listing')).selectOption({ label: stay.apartment.title });
    await filters.getByRole('button', { name: text(language, 'admin', 'filters.apply') }).click();
    await expect(page).toHaveURL(
      new RegExp(`from=${from}&to=${to}&listing=apartment%3A${stay.apartment.id}`),
    );

    const table = page.getByTestId('report-table');
    await expect(table.getByRole('caption')).toContainText(stay.apartment.title);
    const totals = t('columns.total');
    // Columns: nights sold, occupancy, average daily rate, revenue, fees kept, refunds, cancellations, reservations.
    await expect.poll(() => figure(page, totals, 0)).toBe('2');
    expect(await figure(page, totals, 7)).toBe('1');
    expect(await figure(page, monthName(from, language), 0)).toBe('2');
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
    // Nothing wider than the phone: only the table's own box scrolls.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );

    const link = page.getByRole('link', { name: t('download.link') });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`konak-report-${from}-${to}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]?.split(';')[0]).toBe(language === 'tr' ? 'Ay' : 'Month');
    const row = lines.find((line) => line.startsWith(`${from};`) && line.includes(stay.apartment.title));
    expect(row?.split(';').slice(3, 5)[0]).toBe('2');
  });
}
