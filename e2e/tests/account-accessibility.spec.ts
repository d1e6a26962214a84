// axe on the account overlays and the profile (BRIEF §3, issue 4): the login modal, the registration modal with
// its country list open, the e-mail verification step and /profile, in Turkish and in Arabic (right to left).
import type { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { localPath, openHome, openLoginFromHeader } from '../fixtures/account-ui.ts';
import type { Member } from '../fixtures/members.ts';
import {
  acceptTermsAfterReading,
  fillRegistration,
  newRegistration,
  openRegisterFromLogin,
} from '../fixtures/registration-ui.ts';
import { describeViolations, expect, test } from '../fixtures/test.ts';
import { type Language, text } from '../fixtures/translations.ts';

const LANGUAGES: Language[] = ['tr', 'ar'];

async function expectNoViolations(axe: () => AxeBuilder, what: string): Promise<void> {
  const { violations } = await axe().analyze();
  expect(describeViolations(violations), `axe violations in ${what}`).toEqual([]);
}

/** Signs in the way the login modal leaves things (app/session/session-storage.ts), without the modal. */
async function storeSignIn(page: Page, member: Member): Promise<void> {
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('rememberMe', 'true');
    },
    { token: member.token, user: member.user },
  );
}

for (const language of LANGUAGES) {
  test(`axe finds no violations in the ${language} login, registration and verification modals`, async ({
    page,
    axe,
  }) => {
    test.slow();
    await openHome(page, language);
    await openLoginFromHeader(page, language);
    await expectNoViolations(axe, 'the login modal');

    const register = await openRegisterFromLogin(page, language);
    await register.getByTestId('phone-country-button').click();
    const search = register.getByTestId('phone-country-search');
    await expect(search).toBeFocused();
    await expect(
      register.getByRole('listbox', { name: text(language, 'phone-input', 'country.listLabel') }),
    ).toBeVisible();
    await expectNoViolations(axe, 'the registration modal with the country list open');
    // Escape closes the list, not the dialog.
    await search.press('Escape');
    await expect(search).toHaveCount(0);
    await expect(register).toBeVisible();

    await fillRegistration(page, language, newRegistration(language));
    await acceptTermsAfterReading(page);
    await register.getByTestId('register-submit').click();
    await expect(page.getByTestId('verify-email-modal')).toBeVisible();
    await expectNoViolations(axe, 'the e-mail verification modal');
  });

  test(`axe finds no violations on the ${language} profile page`, async ({ page, axe, createMember }) => {
    const member = await createMember({ language });
    await openHome(page, language);
    await storeSignIn(page, member);
    await page.goto(localPath(language, '/profile'));
    await expect(page.getByTestId('profile-name')).toHaveText(member.name);
    await expectNoViolations(axe, 'the profile page');
  });
}
