// The /admin shell (issue 14, point 1): who gets in, what they see, and that it is in Turkish or English.
import { DEMO_ADMIN, DEMO_STAFF, expect, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { describeViolations } from '../fixtures/test.ts';
import { text } from '../fixtures/translations.ts';

test('a guest who opens /admin is asked to sign in, with the page as the place to return to', async ({
  page,
}) => {
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/\?login=%2Fadmin%2Faudit$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a member finds nothing at /admin', async ({ page, createMember }) => {
  const member = await createMember();
  await storeOperatorSignIn(page, { token: member.token, user: { ...member.user, role: 'member' } });
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: text('tr', 'common', 'errors.notFound.title') }),
  ).toBeVisible();
  await expect(page.getByTestId('admin-operator')).toHaveCount(0);
});

test('staff see their name, role and the sections they may open, in Turkish', async ({
  page,
  staffSession,
  axe,
}) => {
  await storeOperatorSignIn(page, staffSession);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('tr', 'admin', 'overview.greeting').replace('{{name}}', DEMO_STAFF.name),
  );
  await expect(page.getByTestId('admin-operator')).toContainText(DEMO_STAFF.name);
  await expect(page.getByTestId('admin-operator')).toContainText(text('tr', 'admin', 'shell.roles.staff'));
  const menu = page.getByRole('navigation', { name: text('tr', 'admin', 'shell.navigation') });
  await expect(menu.getByRole('link', { name: text('tr', 'admin', 'nav.dashboard') })).toBeVisible();
  await expect(menu.getByRole('link', { name: text('tr', 'admin', 'nav.audit') })).toHaveCount(0);
  expect(describeViolations((await axe().analyze()).violations)).toEqual([]);

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('tr', 'admin', 'shell.adminOnlyTitle'),
  );
});

test('an admin reads the audit trail in English, and Arabic or Russian addresses open the English back office', async ({
  page,
  adminSession,
  axe,
}) => {
  await storeOperatorSignIn(page, adminSession);
  await page.goto('/ar/admin/audit?subjectType=settings');
  await expect(page).toHaveURL(/\/en\/admin\/audit\?subjectType=settings$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'admin', 'audit.title'));
  await expect(page.getByTestId('admin-operator')).toContainText(DEMO_ADMIN.name);
  await expect(page.getByText(text('en', 'admin', 'audit.empty'))).toBeVisible();
  expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
});
