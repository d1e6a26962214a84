import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../../test/viewport';
import { I18nProvider } from '../../i18n/i18n-context';
import { readTranslationBundle } from '../../i18n/translations.server';
import { ApartmentResults } from './apartment-results';
import { SearchBar } from './search-bar';
import { searchFromParams } from './search-params';

function Page() {
  const location = useLocation();
  const search = searchFromParams(new URLSearchParams(location.search));
  return (
    <I18nProvider urlLanguage="en" bundles={[readTranslationBundle('en', ['search', 'listing', 'common'])]}>
      <SearchBar key={location.search} search={search} />
      <ApartmentResults
        search={search}
        // No cards: what this file tests is the heading, and a card would need the modal registry.
        apartments={{ items: [], total: 0, page: 1, pageSize: 12 }}
        datesApplied={false}
      />
    </I18nProvider>
  );
}

async function renderHome() {
  const Stub = createRoutesStub([{ path: '/en', Component: Page, loader: () => null }]);
  render(<Stub initialEntries={['/en']} />);
  return screen.findByRole('heading', { name: 'Our apartments in Istanbul' });
}

const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => setViewportWidth(1024));

describe('ApartmentResults after a search', () => {
  it('scrolls the results heading into view on a phone and gives it focus for screen readers', async () => {
    setViewportWidth(390);
    const heading = await renderHome();
    expect(scrollIntoView).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth', block: 'start' });
  });

  it('scrolls without animation when the guest prefers reduced motion', async () => {
    setViewportWidth(390);
    const matchMedia = window.matchMedia.bind(window);
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      if (query === '(prefers-reduced-motion: reduce)') return { ...matchMedia(query), matches: true };
      return matchMedia(query);
    });
    await renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
    spy.mockRestore();
  });

  it('leaves the page where it is on a wide screen when the results are already in view, focusing their heading', async () => {
    setViewportWidth(1280);
    const heading = await renderHome();
    heading.getBoundingClientRect = () => DOMRect.fromRect({ y: 500, height: 40 });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The search bar is rendered afresh for the new URL: focus would otherwise fall to the page.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls to the results on a wide screen when they are below the fold', async () => {
    setViewportWidth(1280);
    const heading = await renderHome();
    heading.getBoundingClientRect = () => DOMRect.fromRect({ y: 900, height: 40 });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });
});
