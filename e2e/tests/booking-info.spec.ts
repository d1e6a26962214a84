import type { APIRequestContext, Page } from '@playwright/test';
import { describeViolations, expect, test } from '../fixtures/test.ts';
import { type Language, text, waitForHydration } from '../fixtures/translations.ts';

type DemoApartment = {
  id: string;
  title: string;
  slug: string;
  checkInTime: string;
  checkOutTime: string;
  maxCapacity: number;
};

const LANGUAGES: { code: Language; name: string; prefix: string }[] = [
  { code: 'tr', name: 'Turkish', prefix: '' },
  { code: 'en', name: 'English', prefix: '/en' },
];

async function firstApartment(request: APIRequestContext, language: Language): Promise<DemoApartment> {
  const response = await request.get('/api/apartments', { headers: { 'Accept-Language': language } });
  expect(response.status()).toBe(200);
  const [apartment] = ((await response.json()) as { items: DemoApartment[] }).items;
  if (!apartment) throw new Error('the demo catalogue has no apartments');
  return apartment;
}

/** Opens one question of the page's FAQ and returns its answer. */
async function openQuestion(page: Page, language: Language, topic: string) {
  const faq = page.getByRole('region', { name: text(language, 'faq', 'title') });
  const question = faq.getByText(text(language, 'faq', `${topic}.question`), { exact: true });
  const answer = faq.locator(`details[data-faq="${topic}"] p`);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  return answer;
}

// A choice stored in the consent cookie keeps a cookie banner (when there is one) off the footer being tapped.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'konak_consent', value: 'v1.essential', url: baseURL ?? '' }]);
});

for (const { code, name, prefix } of LANGUAGES) {
  test(`the ${name} footer folds its sections on a phone, opens them on tap and shows them all on a desktop`, async ({
    page,
  }, testInfo) => {
    await page.goto(`${prefix}/`);
    const footer = page.getByRole('contentinfo');
    const legalLink = footer.getByRole('link', { name: text(code, 'common', 'footer.legal.kvkk') });
    const phoneLink = footer.getByRole('link', { name: '+90 212 000 00 00' });
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(
      new Date(),
    );
    await expect(footer.getByText(`© 2024–${year} Konak`)).toBeVisible();
    await expect(footer.getByText(text(code, 'common', 'footer.secureConnection'))).toBeVisible();

    if (testInfo.project.name === 'mobile') {
      await expect(legalLink).toBeHidden();
      await expect(phoneLink).toBeHidden();
      await footer.getByText(text(code, 'common', 'footer.legalTitle'), { exact: true }).click();
      await expect(legalLink).toBeVisible();
      await expect(legalLink).toHaveAttribute('href', `${prefix}/legal/kvkk`);
      await expect(phoneLink).toBeHidden();
      await footer.getByText(text(code, 'common', 'footer.contactTitle'), { exact: true }).click();
      await expect(phoneLink).toBeVisible();
      await expect(footer.getByText(text(code, 'common', 'footer.support'))).toBeVisible();
    } else {
      await expect(legalLink).toBeVisible();
      await expect(phoneLink).toBeVisible();
      await expect(footer.getByRole('link', { name: /Instagram/ })).toBeVisible();
      await waitForHydration(page);
      for (const section of await footer.locator('details').all())
        await expect(section).toHaveAttribute('open');
    }
  });

  test(`the ${name} apartment page shows the house rules with its own times and the terms summary`, async ({
    page,
    request,
  }) => {
    const apartment = await firstApartment(request, code);
    await page.goto(`${prefix}/apartment/${encodeURIComponent(apartment.slug)}`);
    const terms = page.getByRole('region', { name: text(code, 'booking-terms', 'title.apartment') });
    await expect(terms).toBeVisible();
    for (const key of [
      'houseRules.smoking',
      'houseRules.pets',
      'houseRules.parties',
      'houseRules.guestCount',
    ]) {
      await expect(terms.getByText(text(code, 'booking-terms', key))).toBeVisible();
    }
    await expect(terms.getByText(apartment.checkInTime)).toBeVisible();
    await expect(terms.getByText('22:00–08:00')).toBeVisible();
    for (const key of ['terms.priceIncludes', 'terms.extras', 'terms.membership', 'terms.confirmation']) {
      await expect(terms.getByText(text(code, 'booking-terms', key))).toBeVisible();
    }
  });

  test(`the ${name} apartment page answers its FAQ with its own times and capacity`, async ({
    page,
    request,
    axe,
  }) => {
    const apartment = await firstApartment(request, code);
    await page.goto(`${prefix}/apartment/${encodeURIComponent(apartment.slug)}`);
    const checkTimes = await openQuestion(page, code, 'checkTimes');
    await expect(checkTimes).toContainText(apartment.checkInTime);
    await expect(checkTimes).toContainText(apartment.checkOutTime);
    await expect(await openQuestion(page, code, 'capacity')).toContainText(String(apartment.maxCapacity));

    await waitForHydration(page);
    const { violations } = await axe().include('#booking-terms').include('#faq').analyze();
    expect(describeViolations(violations)).toEqual([]);
  });

  test(`the ${name} tour page shows the terms summary but no house rules`, async ({ page, request }) => {
    const response = await request.get('/api/tours', { headers: { 'Accept-Language': code } });
    const [tour] = ((await response.json()) as { items: { id: string }[] }).items;
    if (!tour) throw new Error('the demo catalogue has no tours');
    await page.goto(`${prefix}/tour/${tour.id}`);
    const terms = page.getByRole('region', { name: text(code, 'booking-terms', 'title.tour') });
    // A tour's price has no tourist tax or cleaning fee in it (decision 058).
    await expect(terms.getByText(text(code, 'booking-terms', 'terms.tourPriceIncludes'))).toBeVisible();
    await expect(terms.getByText(text(code, 'booking-terms', 'terms.priceIncludes'))).toHaveCount(0);
    await expect(terms.getByText(text(code, 'booking-terms', 'houseRules.pets'))).toHaveCount(0);
  });

  test(`the ${name} reservation form keeps the terms and house rules folded beside the submit button`, async ({
    page,
    request,
  }) => {
    const apartment = await firstApartment(request, code);
    await page.goto(`${prefix}/reservation/apartment/${apartment.id}`);
    const terms = page.getByTestId('booking-terms');
    const pets = terms.getByText(text(code, 'booking-terms', 'houseRules.pets'));
    await expect(pets).toBeHidden();
    await terms.getByText(text(code, 'booking-terms', 'title.apartment'), { exact: true }).click();
    await expect(pets).toBeVisible();
    await expect(terms.getByText(text(code, 'booking-terms', 'terms.priceIncludes'))).toBeVisible();
    // The terms link inside the acceptance sentence opens the terms without ticking the box.
    await page.getByRole('link', { name: text(code, 'reservation', 'terms.termsLink'), exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByTestId('accept-terms')).not.toBeChecked();
  });

  test(`the ${name} home page's FAQ opens a question on tap`, async ({ page, axe }) => {
    await page.goto(`${prefix}/`);
    const faq = page.getByRole('region', { name: text(code, 'faq', 'title') });
    await expect(faq.locator('details')).toHaveCount(8);
    await expect(await openQuestion(page, code, 'cancellation')).toContainText('7');
    await expect(await openQuestion(page, code, 'checkTimes')).toContainText('14:00');
    await waitForHydration(page);
    const { violations } = await axe().include('#faq').include('footer').analyze();
    expect(describeViolations(violations)).toEqual([]);
  });
}
