// Issue 6 point 4: the owners page in Turkish and English, on a phone and on a desktop (the two projects): read the
// page, send the contact form after fixing what it points out, see the confirmation, and find the operator's mail
// and the owner's acknowledgement in the caught mail.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { describeViolations, expect, test } from '../fixtures/test.ts';
import { type Language, text } from '../fixtures/translations.ts';

/** The site's default OPERATOR_EMAIL (the e2e site does not set one). */
const OPERATOR = 'iletisim@konak.example';

const PAGES: { code: Language; name: string; path: string; acknowledgement: string }[] = [
  { code: 'tr', name: 'Turkish', path: '/owners', acknowledgement: 'Mülkünüzle ilgili başvurunuzu aldık' },
  {
    code: 'en',
    name: 'English',
    path: '/en/owners',
    acknowledgement: 'We received your enquiry about your property',
  },
];

const TURKISH_MOBILE = '532 123 45 67';

/**
 * The page's code loads at the first interaction (decision 013): move the pointer as a reader would, until the
 * form is live (a move made before the page's own scripts listen would go unnoticed, so keep moving).
 */
async function waitForPageCode(page: Page, language: Language) {
  const submit = page.getByRole('button', { name: text(language, 'owners', 'form.submit') });
  let step = 0;
  await expect(async () => {
    step += 1;
    await page.mouse.move(10 + step * 7, 40 + step * 5);
    await expect(submit).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return submit;
}

for (const { code, name, path, acknowledgement } of PAGES) {
  const t = (key: string) => text(code, 'owners', key);

  test(`the ${name} owners page arrives rendered from the server with its title, example and form`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${code}" dir="ltr"`);
    expect(html).toContain(`<title>${t('meta.title')}</title>`);
    // The hero picture is the page's LCP image: in the HTML, loaded first.
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
    // … named in the <head> ahead of the stylesheet and the scripts, so the browser asks for it before them.
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.search(/<link rel="preload" as="image" type="image\/avif" fetchPriority="high"/);
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(preload).toBeLessThan(head.indexOf('rel="modulepreload"'));
    for (const section of ['why.title', 'steps.title', 'earnings.title', 'requirements.title', 'faq.title']) {
      expect(html).toContain(t(section).replaceAll("'", '&#x27;'));
    }
    expect(html).toContain('data-testid="owner-inquiry-form"');
  });

  test(`the ${name} owners page reads well, passes axe and leads from its hero to the form`, async ({
    page,
    axe,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: t('hero.title') })).toBeVisible();
    await expect(page.getByTestId('earnings-net')).toContainText('1');
    await waitForPageCode(page, code);
    const { violations } = await axe().analyze();
    expect(describeViolations(violations)).toEqual([]);

    // The FAQ answers open in place.
    const permitQuestion = page.getByTestId('owners-faq-permit');
    await permitQuestion.getByText(t('faq.permit.question')).click();
    await expect(permitQuestion.getByText(t('faq.permit.answer'))).toBeVisible();

    // The hero's button leads to the form.
    await page.getByTestId('owners-cta').click();
    await expect(page).toHaveURL(/#owner-inquiry$/);
    await expect(page.getByTestId('owner-inquiry-form')).toBeInViewport();
  });

  test(`an owner on the ${name} page fixes the form, sends an enquiry and the operator receives it`, async ({
    page,
    waitForMail,
  }) => {
    await page.goto(`${path}#owner-inquiry`);
    const form = page.getByTestId('owner-inquiry-form');
    const submit = await waitForPageCode(page, code);

    const owner = `Deniz Aksoy ${randomUUID().slice(0, 6)}`;
    const email = `owner-${randomUUID()}@example.com`;
    await form.getByLabel(t('form.name'), { exact: true }).fill(owner);
    await form.getByLabel(t('form.email'), { exact: true }).fill(email);
    await form.getByLabel(t('form.phone'), { exact: true }).click();
    const number = form.getByTestId('phone-number');
    await expect(number).toBeFocused();
    await number.pressSequentially(TURKISH_MOBILE);
    await form.getByLabel(t('form.district'), { exact: true }).selectOption('Kadıköy');
    await form.getByLabel(t('form.propertyType'), { exact: true }).selectOption('apartment');
    await form.getByLabel(t('form.bedrooms'), { exact: true }).selectOption('2');
    await form.getByLabel(t('form.message'), { exact: true }).fill('Moda, 3rd floor, sea view.');

    // Sent without the consent: the form says so on the checkbox and sends nothing.
    await submit.click();
    const consent = form.getByLabel(t('form.consent'), { exact: true });
    await expect(form.getByTestId('owner-inquiry-consent-message')).toHaveText(
      t('form.errors.consentRequired'),
    );
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toBeFocused();

    await consent.check();
    await expect(form.getByTestId('owner-inquiry-consent-message')).toHaveCount(0);
    await submit.click();

    const sent = page.getByTestId('owner-inquiry-sent');
    await expect(sent.getByRole('heading', { name: t('form.success.title') })).toBeFocused();
    await expect(sent).toContainText(owner);
    await expect(sent).toContainText(email);

    const notice = await waitForMail({ to: OPERATOR, template: 'owner-inquiry', subject: new RegExp(owner) });
    expect(notice.subject).toBe(`Yeni ev sahibi başvurusu: ${owner} (Kadıköy)`);
    expect(notice.text).toContain(email);
    expect(notice.text).toContain('+90 5321234567');
    expect(notice.text).toContain('Moda, 3rd floor, sea view.');

    const received = await waitForMail({ to: email, template: 'owner-inquiry-received' });
    expect(received.subject).toBe(acknowledgement);
  });
}
