import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context';
import { readTranslationBundle } from '../../i18n/translations.server';
import { SearchBar } from './search-bar';
import { searchFromParams } from './search-params';

function Page() {
  const location = useLocation();
  return (
    <I18nProvider urlLanguage="en" bundles={[readTranslationBundle('en', ['common', 'search'])]}>
      <SearchBar key={location.search} search={searchFromParams(new URLSearchParams(location.search))} />
      <output>{location.search}</output>
    </I18nProvider>
  );
}

function renderBar(url = '/en') {
  const Stub = createRoutesStub([{ path: '/en', Component: Page }]);
  const view = render(<Stub initialEntries={[url]} />);
  return { url: () => view.container.querySelector('output')?.textContent };
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('SearchBar guests', () => {
  it('asks for the age groups only when there are children', () => {
    renderBar();
    expect(screen.queryByRole('group', { name: "Children's age groups" })).toBeNull();
    click('More: Children');
    expect(screen.getByRole('group', { name: "Children's age groups" })).toBeTruthy();
    expect(screen.getByRole('button', { name: /2 adults, 1 child/ })).toBeTruthy();
  });

  it('refuses to search until the age groups add up to the children, with a clear message', async () => {
    const page = renderBar();
    click('More: Children');
    click('More: Children');
    click('More: Age 7–17');
    click('Search');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'You chose 2 children but gave age groups for 1. The age groups must add up to the number of children.',
    );
    expect(page.url()).toBe('');

    click('More: Under 2');
    click('Search');
    await waitFor(() => expect(page.url()).toBe('?adults=2&children=2&above7=1&between2And7=0&under2=1'));
  });

  it('shows the message at once for a URL whose age groups do not add up', () => {
    renderBar('/en?adults=2&children=2');
    expect(screen.getByRole('alert').textContent).toBe(
      'Please choose an age group for each of the 2 children.',
    );
  });

  it('keeps the dates of the URL and sends them with the next search', async () => {
    const page = renderBar('/en?checkIn=2026-12-01&checkOut=2026-12-05&adults=1&children=0');
    expect(screen.getByTestId('dates-field').textContent).toContain('Tue, Dec 1 – Sat, Dec 5');
    expect(screen.getByTestId('dates-field').textContent).toContain('4 nights');
    click('More: Adults');
    click('Search');
    await waitFor(() =>
      expect(page.url()).toBe('?checkIn=2026-12-01&checkOut=2026-12-05&adults=2&children=0'),
    );
  });
});
