import type { SiteSettings } from '@konak/domain/site/site-settings';
import { render } from '@testing-library/react';
import { createContext, type ReactNode, useContext } from 'react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { ModalProvider, type ModalRegistry } from '../app/components/modal/modal-provider';
import { I18nProvider } from '../app/i18n/i18n-context';
import { pageLanguageOf, urlLanguageOf } from '../app/i18n/language-path';
import type { Namespace } from '../app/i18n/namespaces';
import { loadTranslations } from '../app/i18n/translations.server';
import { useRouteTranslations } from '../app/i18n/use-route-translations';
import { EXAMPLE_SITE } from './site-settings';

const TestSetup = createContext<{ ui: ReactNode; modals: ModalRegistry }>({ ui: null, modals: {} });

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

function Shell() {
  const { pathname } = useLocation();
  const bundles = useRouteTranslations();
  const { modals } = useContext(TestSetup);
  return (
    <I18nProvider urlLanguage={urlLanguageOf(pathname)} bundles={bundles}>
      <ModalProvider modals={modals}>
        <Outlet />
        <LocationProbe />
      </ModalProvider>
    </I18nProvider>
  );
}

function UiUnderTest() {
  return useContext(TestSetup).ui;
}

function NoFallback() {
  return null;
}

/**
 * Renders UI the way root.tsx does: a parent route whose loader returns the page language's translations and the
 * operator's settings (the marked examples unless `site` says otherwise),
 * the i18n and modal providers, and the UI on every path. `screen.getByTestId('location')` shows the URL.
 */
export function renderApp(
  ui: ReactNode,
  {
    url = '/',
    modals = {},
    namespaces = ['common', 'home'],
    site = EXAMPLE_SITE,
  }: { url?: string; modals?: ModalRegistry; namespaces?: Namespace[]; site?: SiteSettings | null } = {},
) {
  const Stub = createRoutesStub([
    {
      // 'root', as in root.tsx: the operator's settings are read from that route's data.
      id: 'root',
      loader: ({ request }) => ({
        i18n: loadTranslations(pageLanguageOf(new URL(request.url).pathname), namespaces),
        site,
      }),
      // As root.tsx: a new language brings its texts (this pathless route would otherwise keep the old ones).
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        defaultShouldRevalidate || urlLanguageOf(currentUrl.pathname) !== urlLanguageOf(nextUrl.pathname),
      Component: Shell,
      HydrateFallback: NoFallback,
      children: [{ path: '*', Component: UiUnderTest }],
    },
  ]);
  return render(
    <TestSetup value={{ ui, modals }}>
      <Stub initialEntries={[url]} />
    </TestSetup>,
  );
}
