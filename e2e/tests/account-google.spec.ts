// Google sign-in against the local OpenID Connect issuer (spec §2, §7, decision 023): the login modal's Google
// button, the issuer's form, and back on the site signed in, as a new account or as the member who already has
// that e-mail; backing out at the issuer ends on /auth/callback with the cancelled message.
import type { Page } from '@playwright/test';
import {
  expectSignedIn,
  homePath,
  localPath,
  openHome,
  openLoginFromHeader,
  storedTokens,
} from '../fixtures/account-ui.ts';
import { expect, test } from '../fixtures/test.ts';
import { type Language, text } from '../fixtures/translations.ts';

const LANGUAGES: Language[] = ['tr', 'ar'];

const GOOGLE_NAMES: Record<Language, string> = {
  tr: 'Deniz Kaya',
  en: 'Oliver Brown',
  ar: 'عمر خالد',
  ru: 'Иван Петров',
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** From the home page's header to the issuer: the login modal's "Continue with Google". */
async function startGoogleSignIn(page: Page, language: Language): Promise<void> {
  await openHome(page, language);
  const login = await openLoginFromHeader(page, language);
  const button = login.getByTestId('login-google');
  await expect(button).toHaveText(text(language, 'auth', 'login.google'));
  await button.click();
}

for (const language of LANGUAGES) {
  test(`a ${language} visitor signs in with Google and a new account is made for them`, async ({
    page,
    google,
  }) => {
    const account = google.account({ name: GOOGLE_NAMES[language] });
    await startGoogleSignIn(page, language);
    await google.signIn(page, account);

    // /auth/callback stores the session and goes back to the page the sign-in started from.
    await expect.poll(() => pathOf(page)).toBe(homePath(language));
    await expectSignedIn(page, language, account.name);
    expect((await storedTokens(page)).session, 'remember me was not ticked').toBeTruthy();
  });

  test(`a ${language} member signs in with Google using the e-mail of their account`, async ({
    page,
    google,
    createMember,
  }) => {
    const member = await createMember({ language });
    // Google knows the person by another name: the site signs in to the member's own account.
    const account = google.account({ email: member.email, name: GOOGLE_NAMES[language] });
    await startGoogleSignIn(page, language);
    await google.signIn(page, account);

    await expect.poll(() => pathOf(page)).toBe(homePath(language));
    await expectSignedIn(page, language, member.name);
  });

  test(`a ${language} visitor who cancels at Google is told so on the callback page`, async ({
    page,
    google,
  }) => {
    await startGoogleSignIn(page, language);
    await google.cancel(page);

    await expect.poll(() => pathOf(page)).toBe(localPath(language, '/auth/callback'));
    const error = page.getByTestId('auth-callback-error');
    await expect(error).toHaveAttribute('data-code', 'cancelled');
    await expect(error).toHaveText(text(language, 'auth', 'callback.error.cancelled'));
    await expect(
      page.getByRole('heading', { level: 1, name: text(language, 'auth', 'callback.failedTitle') }),
    ).toBeVisible();
    expect(await storedTokens(page)).toEqual({ local: null, session: null });

    // "Try again" offers the login modal on the spot.
    await page.getByTestId('auth-callback-try-again').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });
}
