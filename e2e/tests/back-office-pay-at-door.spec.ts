// Issue 14 point 8, the approval journey: a guest books a stay to pay at the door on the site → staff approve it on
// the back office's dashboard (a double click approves once) → the guest's confirmation mail arrives. In Turkish on
// a desktop and in English on a phone; the desktop run also scans the guests pages with axe.
import type { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { localPath } from '../fixtures/account-ui.ts';
import { expect, type OperatorSession, test } from '../fixtures/back-office.ts';
import type { Member } from '../fixtures/members.ts';
import { describeViolations } from '../fixtures/test.ts';
import { type Language, text } from '../fixtures/translations.ts';

/** A date `days` after today in Istanbul, as YYYY-MM-DD. */
function istanbulDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Four nights (every demo minimum stay) in a window of this journey's own, 200–270 days ahead, past the dates the
 * other journeys book; the first apartment free then.
 */
async function freeStay(request: APIRequestContext, testInfo: TestInfo) {
  const start = 200 + (testInfo.project.name === 'mobile' ? 0 : 35) + Math.floor(Math.random() * 30);
  const stay = { checkIn: istanbulDatePlus(start), checkOut: istanbulDatePlus(start + 4) };
  const response = await request.get(
    `/api/apartments/available?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0`,
  );
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string }[] };
  const apartment = items[Math.floor(Math.random() * Math.min(items.length, 10))];
  if (!apartment) throw new Error(`e2e: no apartment is free from ${stay.checkIn} to ${stay.checkOut}`);
  return { ...stay, apartmentId: apartment.id };
}

/** Who the browser is signed in as, stored as the login modal leaves it; the next page load reads it. */
async function signInAs(page: Page, session: { token: string; user: object }) {
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('rememberMe', 'true');
  }, session);
}

/** The guest books on the reservation page, paying at the door; answers the reservation number. */
async function bookToPayAtTheDoor(
  page: Page,
  request: APIRequestContext,
  language: Language,
  member: Member,
  testInfo: TestInfo,
): Promise<string> {
  const t = (key: string) => text(language, 'reservation', key);
  const stay = await freeStay(request, testInfo);
  // WhatsApp stands in as a local page (no internet here); the hand-off is another journey's subject.
  await page.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
  await page.goto(localPath(language, '/'));
  await signInAs(page, member);
  await page.goto(
    `${localPath(language, `/reservation/apartment/${stay.apartmentId}`)}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0`,
  );
  await expect(page.getByLabel(t('contact.email'))).toHaveValue(member.email);
  await page.getByRole('radio', { name: t('refund.refundable'), exact: true }).check();
  await page.getByRole('radio', { name: t('payment.payAtDoor'), exact: true }).check();
  await expect(page.getByTestId('bank-details')).toHaveCount(0);
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('reservation-submit').click();
  const success = page.getByRole('dialog', { name: t('success.title') });
  await expect(success).toContainText(t('success.payAtDoor'));
  const number = (await success.getByTestId('reservation-number').textContent()) ?? '';
  expect(number).toMatch(/^KNK-\d{4}-[2-9A-Z]{4}$/);
  return number;
}

const JOURNEYS = [
  { language: 'tr', project: 'desktop', adminPath: '/admin' },
  { language: 'en', project: 'mobile', adminPath: '/en/admin' },
] as const;

for (const { language, project, adminPath } of JOURNEYS) {
  test(`${language}: a guest books to pay at the door, staff approve it on the dashboard, the confirmation mail arrives`, async ({
    page,
    request,
    createMember,
    staffSession,
    adminSession,
    waitForMail,
    axe,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `the ${language} journey runs on the ${project}`);
    test.slow();
    const t = (key: string) => text(language, 'admin-dashboard', key);
    const member = await createMember({ language });
    const number = await bookToPayAtTheDoor(page, request, language, member, testInfo);

    await signInAs(page, staffSession);
    await page.goto(adminPath);
    const waiting = page.getByTestId('awaiting-approval');
    const row = waiting.getByRole('listitem').filter({ hasText: number });
    await expect(row).toContainText(member.name);
    await expect(row).toContainText(t('status.pending'));
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
    // Pressed twice in a row, as an impatient thumb does: one approval.
    await row.getByRole('button', { name: `${t('row.approve')} ${number}` }).dblclick();
    await expect(row.getByTestId('approved-on-dashboard')).toHaveText(
      t('row.approved').replace('{{number}}', number),
    );
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);

    const mail = await waitForMail({ to: member.email, template: 'reservation-confirmed', timeout: 20_000 });
    expect(mail.text).toContain(number);

    // The reservation is confirmed, approved once, by the member of staff who pressed the button.
    const found = await request.get(`/api/admin/reservations?q=${number}`, {
      headers: { authorization: `Bearer ${staffSession.token}` },
    });
    const [listed] = ((await found.json()) as { items: { id: string; status: string }[] }).items;
    expect(listed?.status).toBe('confirmed');
    const detail = await request.get(`/api/admin/reservations/${listed?.id}`, {
      headers: { authorization: `Bearer ${staffSession.token}` },
    });
    const { timeline } = (await detail.json()) as {
      timeline: { action: string | null; by: { name: string } | null }[];
    };
    const approvals = timeline.filter((entry) => entry.action === 'reservation.approve');
    expect(approvals).toHaveLength(1);
    expect(approvals[0]?.by?.name).toBe(staffSession.user.name);

    if (project === 'desktop') await scanGuestPages(page, adminSession, member, axe);
  });
}

/** The guests list, searched for the member, and the member's page: what axe finds there (issue 14 point 8). */
async function scanGuestPages(
  page: Page,
  adminSession: OperatorSession,
  member: Member,
  axe: () => AxeBuilder,
) {
  await signInAs(page, adminSession);
  await page.goto(`/admin/guests?search=${encodeURIComponent(member.email)}`);
  const link = page.getByRole('link', { name: member.name });
  await expect(link).toBeVisible();
  expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name);
  expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
}
