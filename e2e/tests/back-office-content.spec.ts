// Site content in the back office (issue 15 point 6; decisions 091, 092). On a desktop in Turkish: an admin edits
// the Turkish terms with the live preview and saves a new version → the public terms page shows it → a guest's
// booking then keeps that version, which the back office's reservation page lists. On a phone in English: an admin
// uploads a hero picture for the owners page and makes it first → the owners page shows it. Both journeys put the
// site back as it was (the terms' earlier text as a further version, the uploaded picture deleted).
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, type OperatorSession, storeOperatorSignIn, test } from '../fixtures/back-office.ts';
import { bankTransferStay } from '../fixtures/stays.ts';
import { describeViolations } from '../fixtures/test.ts';
import { text } from '../fixtures/translations.ts';

const TERMS = '/api/admin/legal-documents/terms-conditions/tr';
const HERO = '/api/admin/site-images/hero-apartments/photos';

type Editor = { version: number; title: string; content: string };

const bearer = (session: OperatorSession) => ({ authorization: `Bearer ${session.token}` });

async function termsEditor(request: APIRequestContext, session: OperatorSession): Promise<Editor> {
  const answer = await request.get(TERMS, { headers: bearer(session) });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Editor;
}

test('tr: an admin saves a new version of the terms with its preview, the public page shows it and a booking keeps it', async ({
  page,
  request,
  adminSession,
  createMember,
  axe,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the Turkish journey runs on the desktop');
  test.slow();
  const t = (key: string) => text('tr', 'admin-content', key);
  const original = await termsEditor(request, adminSession);
  const mark = crypto.randomUUID().slice(0, 8);
  const title = `Kullanım şartları ${mark}`;
  let savedVersion = 0;
  try {
    await storeOperatorSignIn(page, adminSession);
    await page.goto('/admin');
    await page
      .getByRole('link', { name: text('tr', 'admin', 'nav.content') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('hub.title'));
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
    await page.getByRole('link', { name: t('hub.legal') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('legal.title'));
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
    const editName = t('legal.edit')
      .replace('{{document}}', t('legal.types.terms-conditions'))
      .replace('{{language}}', t('legal.languages.tr'));
    await page.getByRole('link', { name: editName }).click();

    await expect(page.getByTestId('legal-current-version')).toHaveText(
      t('editor.currentVersion').replace('{{version}}', String(original.version)),
    );
    await page.getByLabel(t('editor.titleLabel')).fill(title);
    await page
      .getByLabel(t('editor.contentLabel'))
      .fill(`<h2>Genel ${mark}</h2><p>Rezervasyon kuralı ${mark}.</p><script>alert(1)</script>`);
    const preview = page.getByTestId('legal-preview');
    await expect(preview.getByRole('heading', { name: `Genel ${mark}` })).toBeVisible();
    await expect(preview).toContainText(`Rezervasyon kuralı ${mark}.`);
    await expect(preview.locator('script')).toHaveCount(0);
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);

    await page.getByRole('button', { name: t('editor.save') }).click();
    savedVersion = original.version + 1;
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: t('editor.saved').replace('{{version}}', String(savedVersion)) }),
    ).toBeVisible();
    await expect(page.getByTestId('legal-history').getByRole('listitem')).toHaveCount(original.version + 1);

    await page.goto('/legal/terms-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(`Rezervasyon kuralı ${mark}.`)).toBeVisible();

    const member = await createMember({ language: 'tr' });
    const booking = await bankTransferStay(request, member, {
      firstDay: 200,
      spread: 70,
      nights: 3,
      language: 'tr',
    });
    await page.goto(`/admin/reservations/${booking.id}`);
    const accepted = page.getByTestId('accepted-terms-section');
    await expect(accepted).toContainText(`${title} – sürüm ${savedVersion} (TR)`);
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
  } finally {
    // The terms as they were, as the next version (versions are never removed).
    if (savedVersion > 0) {
      const restored = await request.put(TERMS, {
        headers: bearer(adminSession),
        data: { title: original.title, content: original.content, baseVersion: savedVersion },
      });
      expect(restored.status(), await restored.text()).toBe(201);
    }
  }
});

test('en: an admin uploads a hero picture for the owners page, puts it first, and the owners page shows it', async ({
  page,
  request,
  adminSession,
  axe,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the English journey runs on the phone');
  test.slow();
  const t = (key: string) => text('en', 'admin-photos', key);
  const c = (key: string) => text('en', 'admin-content', key);
  const before = await request.get(HERO, { headers: bearer(adminSession) });
  const originalIds = ((await before.json()) as { items: { id: string }[] }).items.map((item) => item.id);
  const count = originalIds.length + 1;
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7c2d12' } })
    .jpeg()
    .toBuffer();
  try {
    await storeOperatorSignIn(page, adminSession);
    await page.goto('/en/admin/content');
    await page.getByRole('link', { name: c('hub.pictures') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('pictures.title'));
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);
    await page
      .getByRole('link', {
        name: c('pictures.manage').replace('{{category}}', c('pictures.categories.hero-apartments')),
      })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('siteTitle').replace('{{name}}', t('categories.hero-apartments')),
    );

    await page
      .getByLabel(t('choose'))
      .setInputFiles({ name: 'bosphorus.jpg', mimeType: 'image/jpeg', buffer: picture });
    const finished = t('uploadsFinished').replace('{{done}}', '1').replace('{{count}}', '1');
    await expect(page.getByRole('status').filter({ hasText: finished })).toHaveCount(1, { timeout: 45_000 });
    if (count > 1) {
      await page
        .getByRole('button', { name: t('makeCoverOf').replace('{{position}}', String(count)) })
        .click();
      await expect(page.getByText(t('coverSaved').replace('{{position}}', '1'))).toBeVisible();
    }
    expect(describeViolations((await axe().analyze()).violations)).toEqual([]);

    const after = await request.get(HERO, { headers: bearer(adminSession) });
    const [first] = ((await after.json()) as { items: { id: string; path: string }[] }).items;
    expect(originalIds).not.toContain(first?.id);
    await page.goto('/en/owners');
    const hero = page.locator('img[fetchpriority="high"]').first();
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(`${first?.path}/`);
  } finally {
    // The owners page as it was: the upload goes, the other pictures keep their order.
    const now = await request.get(HERO, { headers: bearer(adminSession) });
    for (const item of ((await now.json()) as { items: { id: string }[] }).items) {
      if (!originalIds.includes(item.id))
        await request.delete(`${HERO}/${item.id}`, { headers: bearer(adminSession) });
    }
    if (originalIds.length > 0) {
      await request.put(`${HERO}/order`, { headers: bearer(adminSession), data: { photoIds: originalIds } });
    }
  }
});
