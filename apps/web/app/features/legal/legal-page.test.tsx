import type { LegalDocument } from '@konak/domain/api/legal/legal-document';
import { screen, within } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { EXAMPLE_SITE } from '../../../test/site-settings';
import { requestContext } from '../../request-context';
import { loader, meta } from '../../routes/legal';
import { LegalNotFound } from './legal-not-found';
import { LegalPage } from './legal-page';

const arabic: LegalDocument = {
  id: '0b7c9a52-3a1e-4f0e-9a55-5d6f0a1c2b3d',
  type: 'cookie-policy',
  language: 'ar',
  title: 'سياسة ملفات تعريف الارتباط',
  content:
    '<p>مقدمة.</p><h2 id="section-1">ما هي ملفات تعريف الارتباط؟</h2><p>نص.</p>' +
    '<h2 id="section-2">كيف تغيّر اختيارك</h2><p><a href="/legal/kvkk">إشعار KVKK</a></p>',
  sections: [
    { id: 'section-1', title: 'ما هي ملفات تعريف الارتباط؟' },
    { id: 'section-2', title: 'كيف تغيّر اختيارك' },
  ],
  updatedAt: '2026-11-01T09:00:00.000Z',
};

const turkish: LegalDocument = {
  ...arabic,
  type: 'kvkk',
  language: 'tr',
  title: 'KVKK Aydınlatma Metni',
  content: '<h2 id="section-1">Veri Sorumlusu</h2><p>Konak.</p>',
  sections: [{ id: 'section-1', title: 'Veri Sorumlusu' }],
};

describe('LegalPage', () => {
  it('shows the document in Arabic with its date, contents linking to the sections and the other documents', async () => {
    const { container } = renderApp(<LegalPage document={arabic} />, {
      url: '/ar/legal/cookie-policy',
      namespaces: ['common', 'legal'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: arabic.title })).toBeTruthy();
    expect(screen.getByText('1 نوفمبر 2026')).toBeTruthy();
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(arabic.updatedAt);
    const contents = screen.getByRole('navigation', { name: 'المحتويات' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['ما هي ملفات تعريف الارتباط؟', '#section-1'],
      ['كيف تغيّر اختيارك', '#section-2'],
    ]);
    // The server's HTML, as it is: the anchors the contents point to exist.
    expect(container.querySelector('.legal-document h2#section-2')?.textContent).toBe('كيف تغيّر اختيارك');
    const others = screen.getByRole('navigation', { name: 'مستندات قانونية أخرى' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/ar/legal/kvkk',
      '/ar/legal/privacy-policy',
      '/ar/legal/terms-conditions',
      '/ar/legal/distance-sales-contract',
    ]);
    expect(screen.queryByText(/غير متوفر بالعربية/)).toBeNull();
  });

  it('marks the Turkish original standing in for a missing translation, and says so', async () => {
    const { container } = renderApp(<LegalPage document={turkish} />, {
      url: '/en/legal/kvkk',
      namespaces: ['common', 'legal'],
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' });
    expect(title.getAttribute('lang')).toBe('tr');
    expect(container.querySelector('.legal-body')?.getAttribute('lang')).toBe('tr');
    expect(screen.getByText(/not yet available in English/)).toBeTruthy();
  });

  it('has a not-found screen in the page language with a way home', async () => {
    renderApp(<LegalNotFound />, { url: '/ru/legal/imprint', namespaces: ['common', 'legal'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Документ не найден' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' }).getAttribute('href')).toBe('/ru');
  });
});

describe('the /legal/:type route', () => {
  const documents = new Map([['cookie-policy ar', arabic]]);
  const asked: string[] = [];
  const context = new RouterContextProvider();
  context.set(requestContext, {
    nonce: 'n',
    site: EXAMPLE_SITE,
    catalogue: {
      legalDocument: async (type: string, language: string) => {
        asked.push(`${type} ${language}`);
        return documents.get(`${type} ${language}`) ?? null;
      },
    } as never,
  });
  type LoaderArgs = Parameters<typeof loader>[0];
  const load = async (path: string) => {
    const url = new URL(path, 'https://konak.test');
    const type = url.pathname.split('/').at(-1) ?? '';
    return (await loader({ params: { type }, url, context } as unknown as LoaderArgs)) as unknown;
  };

  it('loads the document in the page language with the legal texts', async () => {
    const result = (await load('/ar/legal/cookie-policy')) as {
      document: LegalDocument;
      i18n: { language: string };
    };
    expect(result.document).toBe(arabic);
    expect(result.i18n.language).toBe('ar');
    expect(asked.at(-1)).toBe('cookie-policy ar');
  });

  it('answers 404 for an unknown type or a missing document, titled "document not found"', async () => {
    for (const path of ['/ar/legal/imprint', '/en/legal/kvkk']) {
      const result = (await load(path)) as { data: { document: null; i18n: never }; init: ResponseInit };
      expect(result.init.status).toBe(404);
      expect(result.data.document).toBeNull();
      const tags = meta({
        loaderData: result.data,
        matches: [{ loaderData: result.data }],
        location: { pathname: path },
      } as unknown as Parameters<typeof meta>[0]);
      expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    }
  });

  it('titles and describes a found document in its page language', async () => {
    const loaderData = await load('/ar/legal/cookie-policy');
    const tags = meta({
      loaderData,
      matches: [{ loaderData }],
      location: { pathname: '/ar/legal/cookie-policy' },
    } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ title: `${arabic.title} – كوناك` });
    expect(tags.find((tag) => 'name' in tag && tag.name === 'description')).toMatchObject({
      content: expect.stringContaining('ملفات تعريف الارتباط'),
    });
  });
});
