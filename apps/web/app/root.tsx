import { textDirection } from '@konak/domain/languages';
import { lazy, Suspense } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';
import { ModalProvider } from './components/modal/modal-provider';
import { PendingIndicator } from './components/pending-indicator';
import { ToastRegion } from './components/toast/toast-region';
import { LOGIN_RETURN_PARAM } from './features/account/return-path';
import { ConsentBanner } from './features/consent/consent-banner';
import { readConsent } from './features/consent/consent-cookie';
import { ErrorPage } from './features/errors/error-page';
import { NotFoundPage } from './features/errors/not-found-page';
import { SiteShell } from './features/layout/site-shell';
import { I18nProvider } from './i18n/i18n-context';
import { pageLanguageOf, urlLanguageOf } from './i18n/language-path';
import { languageRedirect } from './i18n/language-redirect';
import { translatorForMeta } from './i18n/meta-translator';
import { TranslationPreloads } from './i18n/translation-preloads';
import { loadTranslations } from './i18n/translations.server';
import { useRouteTranslations } from './i18n/use-route-translations';
import { modals } from './modals';
import { siteOf } from './request-context';
import { NOINDEX } from './seo/seo-meta';
import { SessionProvider } from './session/session-provider';

// Runs before any loader, so a request for the wrong language URL costs no page work.
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, url }) => {
    const redirect = languageRedirect(url, request.headers.get('Cookie'));
    if (redirect) throw redirect;
  },
];

export function loader({ url, request, context }: Route.LoaderArgs) {
  return {
    i18n: loadTranslations(pageLanguageOf(url.pathname), ['common']),
    // The operator's bank account, address and social link: data in the page, no request of its own (decision 055).
    site: siteOf(context),
    // Without a stored choice the cookie-consent banner is part of the server's HTML (decision 041).
    consentStored: readConsent(request.headers.get('Cookie')) !== null,
  };
}

// The shell's texts only change with the language; a new query string must not re-send them.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return urlLanguageOf(currentUrl.pathname) !== urlLanguageOf(nextUrl.pathname);
}

// The stylesheet is a plain link, listed first: the browser asks for it before the scripts' preloads, which would
// otherwise share a slow phone connection with it while nothing can be painted.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appStylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// Pages export their own title and description; this one covers the error screens.
export function meta({ error, matches, location }: Route.MetaArgs) {
  if (error === undefined) return [{ title: 'Konak' }];
  const t = translatorForMeta({ matches, location });
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: t('common', notFound ? 'errors.notFound.metaTitle' : 'errors.unexpected.metaTitle') },
    NOINDEX,
  ];
}

// Only an address carrying `?login=` (where a guarded page sends a guest) needs it; it loads then.
const LoginReturnPrompt = lazy(() =>
  import('./features/account/login-return-prompt').then((module) => ({ default: module.LoginReturnPrompt })),
);

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  const asksForSignIn = new URLSearchParams(search).has(LOGIN_RETURN_PARAM);
  const urlLanguage = urlLanguageOf(pathname);
  const language = pageLanguageOf(pathname);
  const bundles = useRouteTranslations();
  const consentStored = useRouteLoaderData<typeof loader>('root')?.consentStored ?? false;
  return (
    <html lang={language} dir={textDirection(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <TranslationPreloads />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider urlLanguage={urlLanguage} bundles={bundles}>
          <SessionProvider>
            <ModalProvider modals={modals}>
              {children}
              <ConsentBanner choiceStored={consentStored} />
              <PendingIndicator />
              {asksForSignIn && (
                <Suspense fallback={null}>
                  <LoginReturnPrompt />
                </Suspense>
              )}
              <ToastRegion />
            </ModalProvider>
          </SessionProvider>
        </I18nProvider>
        {/* Both take the CSP nonce from <ServerRouter nonce> (entry.server.tsx); none is passed here. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The site's header and footer come with the language layout; the back office has its own shell.
export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage error={error} />}
    </SiteShell>
  );
}
