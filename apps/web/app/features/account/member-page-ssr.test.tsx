// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  type RouteObject,
  StaticRouterProvider,
  useLocation,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ModalProvider } from '../../components/modal/modal-provider';
import { I18nProvider } from '../../i18n/i18n-context';
import { pageLanguageOf, urlLanguageOf } from '../../i18n/language-path';
import { loadTranslations } from '../../i18n/translations.server';
import { useRouteTranslations } from '../../i18n/use-route-translations';
import * as favoritesRoute from '../../routes/favorites';
import * as profileRoute from '../../routes/profile';
import * as reservationsRoute from '../../routes/reservations';
import { SessionProvider } from '../../session/session-provider';

// The providers root.tsx puts around every page.
function Shell() {
  const { pathname } = useLocation();
  const bundles = useRouteTranslations();
  return (
    <I18nProvider urlLanguage={urlLanguageOf(pathname)} bundles={bundles}>
      <SessionProvider>
        <ModalProvider modals={{}}>
          <Outlet />
        </ModalProvider>
      </SessionProvider>
    </I18nProvider>
  );
}

type MemberRoute = typeof profileRoute | typeof reservationsRoute | typeof favoritesRoute;

/** Renders a member page the way the server does: its loader, then the HTML, with no browser storage. */
async function serverRender(path: string, page: MemberRoute) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: ({ request }) => ({
        i18n: loadTranslations(pageLanguageOf(new URL(request.url).pathname), ['common']),
      }),
      Component: Shell,
      children: [
        {
          id: 'member-page',
          path: ':lang?/:page',
          loader: ({ request }) => page.loader({ url: new URL(request.url) } as never),
          Component: page.default as () => ReactNode,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'https://konak.test')));
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status}`);
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
  const meta = page.meta({
    matches: [{ loaderData: context.loaderData.root }, { loaderData: context.loaderData['member-page'] }],
    location: { pathname: new URL(path, 'https://konak.test').pathname },
  } as never);
  return { html, meta, status: context.statusCode };
}

describe('member pages on the server', () => {
  it('render /profile as the Turkish loading state, with no member data and a noindex title', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { html, meta, status } = await serverRender('/profile', profileRoute);
    expect(status).toBe(200);
    expect(html).toContain('role="status"');
    expect(html).toContain('data-testid="member-loading"');
    expect(html).toContain('Yükleniyor...');
    // The spinner fades in after 300 ms through CSS, since no script runs before hydration.
    expect(html).toMatch(/class="[^"]*delay-300[^"]*starting:opacity-0/);
    expect(html).not.toContain('data-testid="profile-page"');
    expect(fetch).not.toHaveBeenCalled();
    expect(meta).toEqual([{ title: 'Profilim – Konak' }, { name: 'robots', content: 'noindex, nofollow' }]);
  });

  it.each([
    ['/en/reservations', reservationsRoute, 'Loading...', 'My reservations – Konak'],
    ['/ru/favorites', favoritesRoute, 'Загрузка...', 'Избранное – Konak'],
    ['/ar/profile', profileRoute, 'جارٍ التحميل...', 'ملفي الشخصي – Konak'],
  ] as const)('render %s as the loading state in the page language', async (path, page, loading, title) => {
    const { html, meta } = await serverRender(path, page);
    expect(html).toContain(loading);
    expect(html).not.toContain('data-testid="reservations-page"');
    expect(html).not.toContain('data-testid="favorites-page"');
    expect(meta).toEqual([{ title }, { name: 'robots', content: 'noindex, nofollow' }]);
  });
});
