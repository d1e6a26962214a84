// Issue 6 point 7: the member area in Turkish and English, on a phone and on a desktop (the two projects).
// Favourites from the quick view to /favorites and back out (one by one and all at once, after a question); a
// guest's heart leads to the login modal; profile details and the preferred language, which becomes the site's
// (Turkish members move to Arabic, and the page speaks only that: its confirmation, the footer's country);
// the password change; account deletion with the typed phrase, refused while a booking is active.
import type { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DELETE_ACCOUNT_PHRASES } from '../../packages/domain/src/auth/auth-limits.ts';
import {
  expectSignedIn,
  expectSignedOut,
  homePath,
  localPath,
  openHome,
  openLoginFromHeader,
  signInWithModal,
  signOutFromHeader,
  storedTokens,
  submitLogin,
  translated,
  waitForHomeIslands,
} from '../fixtures/account-ui.ts';
import {
  bookApartment,
  cancelBooking,
  expectToastClearOfHeader,
  firstListing,
  type MemberAreaLanguage,
  openFirstQuickView,
  saveFavorite,
  serverMessage,
  storeSignIn,
  toastSaying,
} from '../fixtures/member-area.ts';
import type { Member } from '../fixtures/members.ts';
import { describeViolations, expect, test } from '../fixtures/test.ts';
import { text } from '../fixtures/translations.ts';

const LANGUAGES: MemberAreaLanguage[] = ['tr', 'en'];
// Long journeys on two cores shared with the site and the other worker: three times the usual time, and
// member pages (hydration, the token check, then the member's data) get longer than the usual 10 s to appear.
test.describe.configure({ timeout: 180_000 });
const LOADED = { timeout: 30_000 };
/** Each language's own name, as the profile shows the preferred language once the page is in it. */
const LANGUAGE_NAMES = { tr: 'Türkçe', en: 'English', ar: 'العربية' } as const;
/** The footer's country (Intl.DisplayNames) in the languages the profile test moves to. */
const COUNTRY_NAMES = { tr: 'Türkiye', ar: 'تركيا' } as const;

async function expectNoViolations(axe: () => AxeBuilder, what: string): Promise<void> {
  const { violations } = await axe().analyze();
  expect(describeViolations(violations), `axe violations in ${what}`).toEqual([]);
}

/** Opens /profile in the language as the signed-in member and waits for the member's data. */
async function openProfile(page: Page, language: MemberAreaLanguage, member: Member): Promise<void> {
  await openHome(page, language);
  await storeSignIn(page, member);
  await page.goto(localPath(language, '/profile'));
  await expect(page.getByTestId('profile-name')).toHaveText(member.name, LOADED);
}

for (const language of LANGUAGES) {
  const t = (key: string) => text(language, 'account', key);

  test(`${language}: a member saves an apartment from the quick view, finds it on /favorites and removes it`, async ({
    page,
    createMember,
    axe,
  }) => {
    const member = await createMember({ language });
    await openHome(page, language);
    await storeSignIn(page, member);
    await page.reload();
    await waitForHomeIslands(page);

    let quickView = await openFirstQuickView(page, language);
    const title = (await quickView.getByRole('heading', { level: 2 }).textContent()) ?? '';
    let heart = quickView.getByTestId('favorite-toggle');
    // A new member has saved nothing yet.
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName(t('favorites.heart.add'));
    const apartmentId = (await heart.getAttribute('data-favorite-id')) ?? '';
    const toggled = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/favorites/apartments/${apartmentId}/toggle`,
    );
    await heart.click();
    expect((await toggled).status()).toBe(200);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(t('favorites.heart.remove'));

    // The server keeps it: after a reload the card's heart and the quick view's say so.
    await page.reload();
    await waitForHomeIslands(page);
    const cardHeart = page.locator(
      `[data-testid="favorite-toggle"][data-favorite-type="apartments"][data-favorite-id="${apartmentId}"]`,
    );
    await expect(cardHeart.first()).toHaveAttribute('aria-pressed', 'true', LOADED);
    quickView = await openFirstQuickView(page, language);
    heart = quickView.getByTestId('favorite-toggle');
    await expect(heart).toHaveAttribute('data-favorite-id', apartmentId);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto(localPath(language, '/favorites'));
    const apartments = page.getByTestId('favorites-apartments');
    await expect(apartments.getByRole('heading', { level: 2 })).toHaveText(
      translated(language, 'account', 'favorites.sections.apartments', { count: 1 }),
      LOADED,
    );
    const card = apartments.getByTestId('favorite-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
    await expectNoViolations(axe, '/favorites with a saved apartment');

    await card.getByRole('button', { name: t('favorites.remove') }).click();
    await expect(
      toastSaying(page, translated(language, 'account', 'favorites.removed', { title })),
    ).toBeVisible();
    await expect(page.getByTestId('favorites-empty')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('favorites-empty')).toBeVisible(LOADED);
    await expect(page.getByTestId('favorite-card')).toHaveCount(0);
  });

  test(`${language}: removing all favourites asks first, and keeping them keeps them`, async ({
    page,
    request,
    createMember,
    axe,
  }) => {
    const member = await createMember({ language });
    const apartment = await firstListing(request, '/api/apartments', language);
    const tour = await firstListing(request, '/api/tours', language);
    await saveFavorite(request, member, 'apartments', apartment.id);
    await saveFavorite(request, member, 'tours', tour.id);

    await openHome(page, language);
    await storeSignIn(page, member);
    await page.goto(localPath(language, '/favorites'));
    const cards = page.getByTestId('favorite-card');
    await expect(page.getByTestId('favorites-apartments').getByTestId('favorite-card')).toContainText(
      apartment.title,
      LOADED,
    );
    await expect(page.getByTestId('favorites-tours').getByTestId('favorite-card')).toContainText(tour.title);

    const clearAll = page.getByRole('button', { name: t('favorites.clearAll') });
    await clearAll.click();
    const question = page.getByRole('dialog', { name: t('favorites.clearTitle') });
    await expect(question).toBeVisible();
    await expect(question).toContainText(t('favorites.clearText'));
    await expectNoViolations(axe, 'the clear-all question');
    await question.getByRole('button', { name: t('favorites.clearCancel') }).click();
    await expect(question).toBeHidden();
    await expect(cards).toHaveCount(2);

    await clearAll.click();
    await question.getByRole('button', { name: t('favorites.clearConfirm') }).click();
    await expect(question).toBeHidden();
    await expect(toastSaying(page, t('favorites.cleared'))).toBeVisible();
    await expect(page.getByTestId('favorites-empty')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('favorites-empty')).toBeVisible(LOADED);
    await expect(cards).toHaveCount(0);
  });

  test(`${language}: a guest who taps the quick view's heart is sent to the login modal`, async ({
    page,
  }) => {
    await openHome(page, language);
    const quickView = await openFirstQuickView(page, language);
    const heart = quickView.getByTestId('favorite-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByRole('dialog', { name: text(language, 'auth', 'login.title') })).toBeVisible();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expect(quickView).toHaveCount(0);
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
  });

  test(`${language}: a member edits name and phone, then picks a language the whole site follows`, async ({
    page,
    request,
    createMember,
    axe,
  }) => {
    const member = await createMember({ language });
    // The Turkish member moves to Arabic, where a Turkish confirmation once showed on the Arabic page (issue 19).
    const other = language === 'tr' ? 'ar' : 'tr';
    await openProfile(page, language, member);

    const newName = language === 'tr' ? 'Zeynep Kaya' : 'Olivia Brown';
    await page.getByRole('button', { name: t('profileEdit.edit') }).click();
    const form = page.getByTestId('profile-edit-form');
    await form.getByLabel(t('profile.name'), { exact: true }).fill(newName);
    // The phone field is a plain one until it is focused; then the country input takes its place.
    await form.getByLabel(t('profile.phone'), { exact: true }).focus();
    const number = form.getByTestId('phone-number');
    await expect(number).toBeFocused();
    await number.fill('532 765 43 21');
    await expectNoViolations(axe, 'the profile edit form');
    await form.getByRole('button', { name: t('profileEdit.save') }).click();
    await expect(toastSaying(page, serverMessage(language, 'auth.profile_updated'))).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText(newName);
    await expect(page.getByTestId('profile-phone')).toHaveText(/^\+90 ?532 ?765 ?43 ?21$/);

    await page.getByRole('button', { name: t('profileEdit.edit') }).click();
    const languageSelect = form.getByLabel(t('profile.preferredLanguage'), { exact: true });
    // The choices are named as the header's language menu names them: each in its own language.
    await expect(languageSelect.getByRole('option')).toHaveText(['Türkçe', 'English', 'العربية', 'Русский']);
    await languageSelect.selectOption(other);
    await form.getByRole('button', { name: t('profileEdit.save') }).click();
    // The page opens again in the chosen language: its prefix, its words, its <html lang>, and its confirmation.
    await expect.poll(() => new URL(page.url()).pathname, LOADED).toBe(localPath(other, '/profile'));
    await expect(toastSaying(page, text(other, 'account', 'profileEdit.updated'))).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(text(other, 'account', 'profile.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByTestId('profile-language')).toHaveText(LANGUAGE_NAMES[other]);
    await expect(page.getByTestId('footer-country')).toHaveText(COUNTRY_NAMES[other]);

    await page.reload();
    await expect(heading).toHaveText(text(other, 'account', 'profile.title'), LOADED);
    await expect(page.getByTestId('profile-name')).toHaveText(newName);
    await expect(page.getByTestId('profile-language')).toHaveText(LANGUAGE_NAMES[other]);
    // The choice is stored for the site (an unprefixed address opens in it) and on the account.
    await page.goto('/profile');
    await expect.poll(() => new URL(page.url()).pathname, LOADED).toBe(localPath(other, '/profile'));
    await expect(heading).toHaveText(text(other, 'account', 'profile.title'), LOADED);
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } });
    expect(((await me.json()) as { user: { preferredLanguage: string } }).user.preferredLanguage).toBe(other);
  });

  test(`${language}: a member changes the password and signs in with the new one`, async ({
    page,
    createMember,
    consoleErrors,
  }) => {
    // Chromium logs the refused change (400) and the refused old password (401) as console errors.
    consoleErrors.allow(/status of 40[01]/);
    const member = await createMember({ language });
    const newPassword = `${member.password}-new`;
    await openProfile(page, language, member);

    const card = page.getByTestId('password-change');
    const current = card.getByLabel(t('password.current'), { exact: true });
    const fresh = card.getByLabel(t('password.new'), { exact: true });
    const confirmation = card.getByLabel(t('password.confirm'), { exact: true });
    const save = card.getByRole('button', { name: t('password.save') });
    let changeRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/change-password') changeRequests += 1;
    });

    await current.fill('not-my-password');
    await fresh.fill(newPassword);
    await confirmation.fill(newPassword);
    await save.click();
    await expect(card.getByTestId('password-currentPassword-message')).toHaveText(
      serverMessage(language, 'error.wrong_password'),
    );
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(changeRequests).toBe(1);

    // A confirmation that does not match never reaches the server.
    await current.fill(member.password);
    await confirmation.fill(`${newPassword}x`);
    await save.click();
    await expect(card.getByTestId('password-confirmPassword-message')).toHaveText(t('password.mismatch'));
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(changeRequests).toBe(1);

    await confirmation.fill(newPassword);
    await save.click();
    await expect(toastSaying(page, serverMessage(language, 'auth.password_changed'))).toBeVisible();
    await expect(current).toHaveValue('');
    expect(changeRequests).toBe(2);

    await signOutFromHeader(page, language);
    await expectSignedOut(page, language);
    const modal = await openLoginFromHeader(page, language);
    await submitLogin(page, { email: member.email, password: member.password });
    await expect(modal.getByTestId('login-error')).toContainText(
      serverMessage(language, 'error.invalid_credentials'),
    );
    await signInWithModal(page, { email: member.email, password: newPassword });
    await expectSignedIn(page, language, member.name);
  });

  test(`${language}: deleting the account is refused while a booking is active, then done with the typed phrase`, async ({
    page,
    request,
    createMember,
    axe,
    consoleErrors,
  }, testInfo) => {
    // Chromium logs the refused sign-in with the deleted account's credentials (401) as a console error.
    consoleErrors.allow(/status of 401/);
    const member = await createMember({ language });
    const reservationId = await bookApartment(request, member, language, testInfo);
    await openProfile(page, language, member);

    const section = page.getByTestId('delete-account');
    const start = section.getByRole('button', { name: t('deleteAccount.start') });
    await start.click();
    const refusal = section.getByTestId('delete-refused');
    await expect(refusal).toContainText(t('deleteAccount.refusedTitle'));
    await expect(refusal).toContainText(t('deleteAccount.activeReservations'));
    await expect(page.getByTestId('delete-account-dialog')).toHaveCount(0);
    // The server refuses too, with the spec's message, whatever the page shows.
    const direct = await request.delete('/api/auth/delete-account', {
      headers: { authorization: `Bearer ${member.token}`, 'accept-language': language },
      data: { confirmation: DELETE_ACCOUNT_PHRASES[language], password: member.password },
    });
    expect(direct.status()).toBe(422);
    expect(((await direct.json()) as { message: string }).message).toBe(
      serverMessage(language, 'error.account_has_active_reservations'),
    );

    await cancelBooking(request, member, language, reservationId);
    await start.click();
    const dialog = page.getByRole('dialog', { name: t('deleteAccount.dialogTitle') });
    await expect(dialog).toBeVisible();
    await expect(refusal).toHaveCount(0);
    const phrase = dialog.getByLabel(t('deleteAccount.phraseLabel'), { exact: true });
    const confirm = dialog.getByRole('button', { name: t('deleteAccount.confirm') });
    await phrase.fill('DELETE');
    await dialog.getByLabel(t('deleteAccount.password'), { exact: true }).fill(member.password);
    await confirm.click();
    await expect(dialog.getByTestId('delete-confirmation-message')).toHaveText(
      t('deleteAccount.phraseMismatch'),
    );
    await expectNoViolations(axe, 'the account deletion dialog');

    await phrase.fill(DELETE_ACCOUNT_PHRASES[language]);
    await confirm.click();
    await expect.poll(() => new URL(page.url()).pathname, LOADED).toBe(homePath(language));
    const farewell = toastSaying(page, serverMessage(language, 'auth.account_deleted'));
    await expect(farewell).toBeVisible();
    await expectToastClearOfHeader(farewell);
    // Home as a visitor who left, not as a guest sent away from a member page to sign in.
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
    await expectSignedOut(page, language);
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } });
    expect(me.status(), 'the old session ended with the account').toBe(401);

    const modal = await openLoginFromHeader(page, language);
    await submitLogin(page, { email: member.email, password: member.password });
    await expect(modal.getByTestId('login-error')).toContainText(
      serverMessage(language, 'error.invalid_credentials'),
    );
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
  });
}
