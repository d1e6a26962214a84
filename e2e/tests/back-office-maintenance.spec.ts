// Maintenance mode (issue 14, point 6; decision 073), in Turkish on a desktop. The journey runs against a site of its
// own: switching the whole site into maintenance would otherwise answer 503 to every other journey running
// alongside it on the shared site.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN, expect, signInOperator, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { describeViolations } from '../fixtures/test.ts';
import { text } from '../fixtures/translations.ts';
import { findFreePorts } from '../support/free-port.ts';
import { startSite, stopSite, waitUntilHealthy } from '../support/site-process.ts';

const HOST = '127.0.0.1';
let site: ChildProcess | undefined;
let siteURL = '';
let dataDir = '';

test.describe('maintenance mode', () => {
  test.skip(({ isMobile }) => isMobile, 'the journey the issue names is on a desktop');
  // A fresh site seeds its own database first.
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const [port = 0] = await findFreePorts(HOST, 1);
    siteURL = `http://${HOST}:${port}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'konak-e2e-maintenance-'));
    site = startSite({ host: HOST, port, baseURL: siteURL, dataDir, env: {} });
    await waitUntilHealthy(siteURL, site);
  });

  test.afterAll(async () => {
    if (site) await stopSite(site);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('an admin turns it on, a guest gets the maintenance page, the admin turns it off and the page is back', async ({
    page,
    browser,
    playwright,
    axe,
  }) => {
    const api = await playwright.request.newContext({ baseURL: siteURL });
    const session = await signInOperator(api, DEMO_ADMIN);
    await api.dispose();
    await storeOperatorSignIn(page, session);

    const maintenanceCheckbox = () =>
      page.getByRole('checkbox', { name: text('tr', 'admin-settings', 'maintenanceEnabled') });
    const save = async () => {
      const button = page.getByRole('button', { name: text('tr', 'admin-settings', 'save') });
      await button.click();
      await expect(page.getByText(text('tr', 'admin-settings', 'saved'))).toBeVisible();
    };

    await page.goto(`${siteURL}/admin/settings`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('tr', 'admin-settings', 'title'));
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
    await maintenanceCheckbox().check();
    await page
      .getByRole('textbox', { name: text('tr', 'admin-settings', 'maintenanceMessage') })
      .fill('Saat 14:00’te açılıyoruz.');
    await save();
    // The back office keeps working and says maintenance is on.
    await expect(page.getByTestId('maintenance-banner')).toContainText(
      text('tr', 'admin', 'maintenance.banner'),
    );

    const guest = await browser.newPage();
    const closed = await guest.goto(`${siteURL}/`);
    expect(closed?.status()).toBe(503);
    expect(closed?.headers()['retry-after']).toBe('300');
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Kısa süre içinde geri döneceğiz');
    await expect(guest.getByText('Saat 14:00’te açılıyoruz.')).toBeVisible();
    const english = await guest.goto(`${siteURL}/en/rentals`);
    expect(english?.status()).toBe(503);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('We will be back shortly');

    await page.reload();
    await expect(maintenanceCheckbox()).toBeChecked();
    await maintenanceCheckbox().uncheck();
    await save();
    await expect(page.getByTestId('maintenance-banner')).toHaveCount(0);

    const open = await guest.goto(`${siteURL}/`);
    expect(open?.status()).toBe(200);
    await expect(guest.getByText('Kısa süre içinde geri döneceğiz')).toHaveCount(0);
    await guest.close();
  });
});
