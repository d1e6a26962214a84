// Google sign-in against the local OpenID Connect issuer (spec §2, §7, decisions 023 and 048): the login modal's
// Google button, the issuer's form, and back on the site signed in, as a new account or as the member who already
// has that e-mail; backing out at the issuer ends on /auth/callback with the cancelled message. A callback address
// made by someone else's sign-in (login CSRF, issue 20) signs nobody in.
import type { Page } from '@playwright/test';
import {
  expectSignedIn,
  expectSignedOut,
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

/** The victim's browser after opening a forced callback address: the refusal shown, nobody signed in. */
async function expectRefused(page: Page, code: 'state_mismatch' | 'missing'): Promise<void> {
  const error = page.getByTestId('auth-callback-error');
  await expect(error).toHaveAttribute('data-code', code);
  await expect(error).toHaveText(text('en', 'auth', `callback.error.${code}`));
  await expect.poll(() => pathOf(page)).toBe('/en/auth/callback');
  expect(await storedTokens(page)).toEqual({ local: null, session: null });
  await expectSignedOut(page, 'en');
}

const PROFILE = encodeURIComponent('/en/profile');

test('a callback code from a Google sign-in in another browser does not sign this browser in', async ({
  page,
  browser,
  request,
  google,
}) => {
  // The attacker signs in to their own account in their own browser and keeps the code of the site's answer.
  const attackerBrowser = await browser.newContext();
  const attacker = google.account({ name: 'Mallory Attacker' });
  const forced = await google.signInWithoutRedeeming(await attackerBrowser.newPage(), attacker, 'en');
  await attackerBrowser.close();

  await page.goto(`/en/auth/callback#code=${forced.code}&returnTo=${PROFILE}`);
  await expectRefused(page, 'state_mismatch');

  // It was a good code all along: the browser that started that sign-in can still redeem it.
  const redeemed = await request.post('/api/auth/google/redeem', {
    data: { code: forced.code, browserBinding: forced.browserBinding },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
});

test('the attacker’s code is refused even in a tab that started a Google sign-in of its own', async ({
  page,
  browser,
  google,
  consoleErrors,
}) => {
  // The server refuses the redemption (400): the browser logs that failed request.
  consoleErrors.allow(/status of 400/);
  const attackerBrowser = await browser.newContext();
  const forced = await google.signInWithoutRedeeming(
    await attackerBrowser.newPage(),
    google.account({ name: 'Mallory Attacker' }),
    'en',
  );
  await attackerBrowser.close();

  // The victim clicks "Continue with Google" (their tab now keeps a binding), and meanwhile opens the link.
  await startGoogleSignIn(page, 'en');
  await page.waitForURL((url) => url.origin === google.origin);
  const redemption = page.waitForResponse((response) => response.url().endsWith('/api/auth/google/redeem'));
  await page.goto(`/en/auth/callback#code=${forced.code}&returnTo=${PROFILE}`);
  expect((await redemption).status()).toBe(400);
  await expectRefused(page, 'state_mismatch');
});

test('a session token in the callback address (the old form) does not sign this browser in', async ({
  page,
  request,
  createMember,
}) => {
  const someoneElse = await createMember({ language: 'en' });
  await page.goto(`/en/auth/callback#token=${someoneElse.token}&returnTo=${PROFILE}`);
  await expectRefused(page, 'missing');

  // A working token all along: the page refused it for where it came from.
  const check = await request.get('/api/auth/verify-token', {
    headers: { authorization: `Bearer ${someoneElse.token}` },
  });
  expect(await check.json()).toMatchObject({ valid: true });
});
