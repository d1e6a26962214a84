import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useTranslation } from '../../i18n/i18n-context';
import { HomeIslandTranslations, preloadHomeIslandTranslations } from './home-translations';

function Texts() {
  const home = useTranslation('home');
  const search = useTranslation('search');
  return (
    <p>
      {home.t('why.title')} | {search.t('results.title')}
    </p>
  );
}

describe('the home islands\u2019 texts', () => {
  it('render at once, both namespaces together, once preloaded: the page sends none of them', async () => {
    await preloadHomeIslandTranslations('en');
    const Stub = createRoutesStub([
      {
        path: '/en',
        // No `i18n` in the loader data, as the home route sends it (decision 060).
        loader: () => ({}),
        Component: () => (
          <I18nProvider urlLanguage="en" bundles={[]}>
            <HomeIslandTranslations>
              <Texts />
            </HomeIslandTranslations>
          </I18nProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={['/en']} />);
    expect((await screen.findByText(/Why Konak\?/)).textContent).toBe(
      'Why Konak? | Our apartments in Istanbul',
    );
  });
});
