// Guarded and guest-only pages (spec §2, decision 025): a guest opening /profile is sent to the home page with
// the login modal open and comes back to the profile after signing in; a member opening /reset-password is
// sent to the profile.
import type { Page } from '@playwright/test';
import {
  expectSignedIn,
  homePath,
  localPath,
  signInWithModal,
  waitForHomeIslands,
} from '../fixtures/account-ui.ts';
import { expect, test } from '../fixtures/test.ts';
import { type Language, text } from '../fixtures/translations.ts';

const LANGUAGES: Language[] = ['tr', 'ar'];

/** The address bar's path and its `login` parameter (where the sign-in returns to), for polling. */
function whereAmI(page: Page): string {
  const url = new URL(page.url());
  const returnTo = url.searchParams.get('login');
  return returnTo === null ? url.pathname : `${url.pathname}?login=${returnTo}`;
}

for (const language of LANGUAGES) {
  const profile = localPath(language, '/profile');

  test(`the ${language} profile arrives from the server as a loading state, never with member data`, async ({
    request,
  }) => {
    const html = await (await request.get(profile)).text();
    expect(html).toContain('data-testid="member-loading"');
    expect(html).toContain(text(language, 'account', 'loading'));
    expect(html).not.toContain('data-testid="profile-name"');
  });

  test(`a ${language} guest opening the profile signs in on the home page and comes back to the profile`, async ({
    page,
    createMember,
  }) => {
    const member = await createMember({ language });
    await page.goto(profile);
    await expect.poll(() => whereAmI(page)).toBe(`${homePath(language)}?login=${profile}`);
    await expect(page.getByRole('dialog', { name: text(language, 'auth', 'login.title') })).toBeVisible();
    await waitForHomeIslands(page);

    await signInWithModal(page, { email: member.email, password: member.password });
    await expect.poll(() => whereAmI(page)).toBe(profile);
    await expect(page.getByTestId('profile-name')).toHaveText(member.name);
    await expect(page.getByTestId('profile-email')).toHaveText(member.email);
    await expectSignedIn(page, language, member.name);

    // A guest-only page sends the signed-in member to the profile.
    await page.goto(localPath(language, '/reset-password'));
    await expect.poll(() => whereAmI(page)).toBe(profile);
    await expect(page.getByTestId('profile-name')).toHaveText(member.name);
  });
}
