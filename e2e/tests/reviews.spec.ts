// Issue 6 point 6 in Turkish and English, on a phone and on a desktop (the two projects): a member with a
// completed stay writes a review from /reservations and finds it on the apartment page, marked with the language
// it was written in; the home page's reviews carousel moves by keyboard.
import type { Page } from '@playwright/test';
import { homePath, localPath, translated } from '../fixtures/account-ui.ts';
import type { Member } from '../fixtures/members.ts';
import { completedStay } from '../fixtures/stays.ts';
import { describeViolations, expect, test } from '../fixtures/test.ts';
import { type Language, text } from '../fixtures/translations.ts';

const LANGUAGES: Language[] = ['tr', 'en'];

/** The sign-in as the login modal leaves it (app/session/session-storage.ts), on every page the test opens. */
async function signIn(page: Page, member: Member): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('rememberMe', 'true');
    },
    { token: member.token, user: member.user },
  );
}

/** The language as the page names it ("Rusça", "Russian"), as the review card does with Intl. */
const languageName = (code: Language, pageLanguage: Language) =>
  new Intl.DisplayNames([pageLanguage], { type: 'language' }).of(code) ?? code;

for (const language of LANGUAGES) {
  test(`${language}: a member reviews a completed stay from /reservations and sees it on the apartment page`, async ({
    page,
    request,
    createMember,
    axe,
  }) => {
    test.slow();
    const member = await createMember({ language });
    const stay = await completedStay(request, member);
    await signIn(page, member);
    const words = `${language === 'tr' ? 'Harika bir konaklamaydı, çok temizdi' : 'A lovely stay, spotless and quiet'} ${crypto.randomUUID().slice(0, 8)}.`;

    await page.goto(localPath(language, '/reservations'));
    const card = page.locator(`[data-reservation-number="${stay.reservationNumber}"]`);
    await expect(card.getByTestId('reservation-status')).toContainText(
      text(language, 'reservation', 'list.statuses.completed'),
    );
    await card.getByTestId('write-review').click();
    const form = card.getByTestId('review-form');
    await expect(form).toBeVisible();

    // Publishing without stars or words is stopped with the reasons under the fields.
    await form.getByRole('button', { name: text(language, 'reviews', 'form.submit') }).click();
    await expect(form).toContainText(text(language, 'reviews', 'form.ratingRequired'));
    const radios = form.getByRole('radio');
    await expect(radios).toHaveCount(5);
    // The stars are a radio group: arrows move the choice, as in any radio group.
    await radios.nth(2).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(radios.nth(3)).toBeChecked();
    await form.getByRole('textbox', { name: text(language, 'reviews', 'form.text') }).fill(words);
    const { violations } = await axe().include('[data-testid="review-form"]').analyze();
    expect(describeViolations(violations), 'axe on the review form').toEqual([]);
    await form.getByRole('button', { name: text(language, 'reviews', 'form.submit') }).click();

    const own = card.getByTestId('own-review');
    await expect(own).toContainText(words);
    await expect(card.getByTestId('write-review')).toHaveCount(0);
    await own.getByRole('link', { name: text(language, 'reviews', 'form.viewOnPage') }).click();

    await expect(page).toHaveURL(/\/apartment\//);
    const section = page.getByTestId('reviews-section');
    const review = section.getByTestId('review').filter({ hasText: words });
    await expect(review).toBeVisible();
    await expect(review.locator('p[lang]').first()).toHaveAttribute('lang', language);
    await expect(review.getByTestId('review-language')).toContainText(languageName(language, language));
    await expect(
      review.getByRole('img', { name: translated(language, 'reviews', 'review.stars', { rating: 4 }) }),
    ).toBeVisible();
    await expect(review.getByRole('heading')).toHaveText(member.name.split(' ')[0] ?? member.name);
    await expect(section.getByTestId('reviews-count')).toBeVisible();
    const page2 = await axe().include('[data-testid="reviews-section"]').analyze();
    expect(describeViolations(page2.violations), 'axe on the reviews section').toEqual([]);
  });

  test(`${language}: the home page's reviews carousel moves by keyboard`, async ({ page, axe }) => {
    // Two browsers, the site and the build share two cores: the first load can take a while.
    test.slow();
    await page.goto(homePath(language));
    // The carousel is not in the first HTML: it loads as the guest scrolls near the end of the page (decision 060).
    await page.getByTestId('latest-reviews').scrollIntoViewIfNeeded();
    const carousel = page.getByTestId('reviews-carousel');
    await expect(
      carousel.getByRole('heading', { name: text(language, 'reviews', 'carousel.title') }),
    ).toBeVisible();
    const list = carousel.getByRole('list', { name: text(language, 'reviews', 'carousel.list') });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // Every review links to its apartment.
    await expect(list.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
      'href',
      /\/apartment\//,
    );

    const previous = carousel.getByRole('button', { name: text(language, 'reviews', 'carousel.previous') });
    const next = carousel.getByRole('button', { name: text(language, 'reviews', 'carousel.next') });
    await expect(previous).toBeDisabled();
    const scrolled = () => list.evaluate((element) => Math.abs(element.scrollLeft));
    expect(await scrolled()).toBe(0);

    await next.focus();
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(scrolled).toBeGreaterThan(0);
    await expect(previous).toBeEnabled();
    const afterNext = await scrolled();

    // Back with the other button, still from the keyboard.
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect.poll(scrolled).toBeLessThan(afterNext);

    // The list itself takes the focus, so arrow keys scroll it too.
    await list.focus();
    await expect(list).toBeFocused();
    const { violations } = await axe().include('[data-testid="reviews-carousel"]').analyze();
    expect(describeViolations(violations), 'axe on the carousel').toEqual([]);
  });
}
