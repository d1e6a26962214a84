// Forgotten password (spec §2, §4, brief §5): the forgot-password modal from the login modal, the reset link
// from the caught mail, a new password on /reset-password, sign-in with it; the link works only once.
import {
  expectSignedIn,
  homePath,
  localPath,
  openHome,
  openLoginFromHeader,
  signInWithModal,
  submitLogin,
  translated,
} from '../fixtures/account-ui.ts';
import { extractResetLink } from '../fixtures/mail.ts';
import { expect, test } from '../fixtures/test.ts';
import { type Language, text, waitForHydration } from '../fixtures/translations.ts';

const LANGUAGES: Language[] = ['tr', 'ar'];
const NEW_PASSWORD = 'Galata-Tower-1348';

for (const language of LANGUAGES) {
  test(`a ${language} member resets a forgotten password from the mailed link, and the link works only once`, async ({
    page,
    browser,
    createMember,
    waitForMail,
    consoleErrors,
  }) => {
    test.slow();
    // Chromium reports the refused old password (401) as a console error.
    consoleErrors.allow(/status of 401/);
    const member = await createMember({ language });
    await openHome(page, language);
    const login = await openLoginFromHeader(page, language);
    await login.getByTestId('login-forgot-password').click();

    const forgot = page.getByTestId('forgot-password-modal');
    await expect(page.getByRole('dialog', { name: text(language, 'auth', 'forgot.title') })).toBeVisible();
    await expect(forgot.getByTestId('forgot-password-submit')).toBeDisabled();
    await forgot.getByTestId('forgot-password-email').fill(member.email);
    await forgot.getByTestId('forgot-password-submit').click();
    await expect(page.getByTestId('forgot-password-sent')).toContainText(
      translated(language, 'auth', 'forgot.sent', { email: member.email, minutes: 60 }),
    );

    // The mail is in the member's language and links to the reset page in it.
    const link = extractResetLink(await waitForMail({ to: member.email, template: 'password-reset' }));
    expect(new URL(link).pathname).toBe(localPath(language, '/reset-password'));
    await page.goto(link);
    await waitForHydration(page);
    const form = page.getByTestId('reset-password-form');
    await expect(form.getByRole('heading', { name: text(language, 'auth', 'reset.title') })).toBeVisible();
    await form.getByTestId('reset-password-new').fill(NEW_PASSWORD);
    await form.getByTestId('reset-password-confirm').fill(NEW_PASSWORD);
    await form.getByTestId('reset-password-submit').click();

    const done = page.getByTestId('reset-password-done');
    await expect(done).toContainText(text(language, 'auth', 'reset.done'));

    // The done card's sign-in: the old password is refused, the new one signs in and lands on the home page.
    await done.getByTestId('reset-password-sign-in').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await submitLogin(page, { email: member.email, password: member.password });
    await expect(page.getByTestId('login-error')).toContainText(
      translated(language, 'auth', 'loginError.failedAttempts', { count: 1 }),
    );
    await signInWithModal(page, { email: member.email, password: NEW_PASSWORD });
    await expect.poll(() => new URL(page.url()).pathname).toBe(homePath(language));
    await expectSignedIn(page, language, member.name);

    // The same link again, by a guest (a signed-in member would be sent to the profile): it was used up, and
    // the page says so as it opens, before anything is typed.
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(link);
    await waitForHydration(guest);
    const invalid = guest.getByTestId('reset-password-invalid');
    await expect(guest.getByTestId('reset-password-new')).toHaveCount(0);
    await expect(
      invalid.getByRole('heading', { name: text(language, 'auth', 'reset.invalidTitle') }),
    ).toBeFocused();
    await expect(invalid).toContainText(text(language, 'auth', 'reset.invalid'));
    await expect(invalid.getByTestId('reset-password-request-new')).toBeVisible();
    await guest.context().close();
  });
}
