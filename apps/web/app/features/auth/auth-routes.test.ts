// @vitest-environment node
import { describe, expect, it } from 'vitest';
import arAuth from '../../i18n/locales/ar/auth.json';
import ruAuth from '../../i18n/locales/ru/auth.json';
import { translationBundle } from '../../i18n/translation-files';
import * as callbackRoute from '../../routes/auth-callback';
import * as resetRoute from '../../routes/reset-password';

/** The two route modules' loader and meta, called as React Router would with only what they read. */
type AuthRoute = {
  loader: (args: never) => ReturnType<typeof resetRoute.loader>;
  meta: (args: never) => ReturnType<typeof resetRoute.meta>;
};

function pageData(route: AuthRoute, path: string) {
  const url = new URL(path, 'https://konak.test');
  const loaderData = route.loader({ url } as never);
  const meta = route.meta({ matches: [{ loaderData }], location: { pathname: url.pathname } } as never);
  return { loaderData, meta };
}

describe('/reset-password and /auth/callback', () => {
  it('send the auth texts of the page language only', () => {
    expect(
      translationBundle(pageData(resetRoute, '/ar/reset-password?token=x').loaderData.i18n).value,
    ).toEqual({
      language: 'ar',
      resources: { auth: arAuth },
    });
    expect(translationBundle(pageData(callbackRoute, '/ru/auth/callback').loaderData.i18n).value).toEqual({
      language: 'ru',
      resources: { auth: ruAuth },
    });
  });

  it('are kept out of search engines, with a translated title and no Referer for the token', () => {
    for (const [route, path, title] of [
      [resetRoute, '/ar/reset-password', arAuth.reset.metaTitle],
      [callbackRoute, '/ru/auth/callback', ruAuth.callback.metaTitle],
    ] as const) {
      const { meta } = pageData(route, path);
      expect(meta).toContainEqual({ title });
      expect(meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
      expect(meta).toContainEqual({ name: 'referrer', content: 'no-referrer' });
    }
  });
});
