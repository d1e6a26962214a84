import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n-context';
import { readTranslationBundle } from '../i18n/translations.server';
import { PendingIndicator } from './pending-indicator';

const englishShell = [readTranslationBundle('en', ['common'])];
let finishLoading: (value: null) => void = () => {};

function Shell() {
  return (
    <I18nProvider urlLanguage="en" bundles={englishShell}>
      <Outlet />
      <PendingIndicator />
    </I18nProvider>
  );
}

function StartPage() {
  return <Link to="/slow">Go</Link>;
}

function SlowPage() {
  return <p>Slow page</p>;
}

const Stub = createRoutesStub([
  {
    Component: Shell,
    children: [
      { path: '/', Component: StartPage },
      {
        path: '/slow',
        loader: () => new Promise<null>((resolve) => (finishLoading = resolve)),
        Component: SlowPage,
      },
    ],
  },
]);

describe('PendingIndicator', () => {
  it('announces a slow page load after 300 ms and disappears when it arrives', async () => {
    render(<Stub initialEntries={['/']} />);
    const link = await screen.findByRole('link', { name: 'Go' });
    vi.useFakeTimers();
    fireEvent.click(link);
    const status = screen.getByRole('status');
    await act(async () => vi.advanceTimersByTime(200));
    expect(status.textContent).toBe('');
    await act(async () => vi.advanceTimersByTime(150));
    expect(status.textContent).toBe('Loading page…');
    vi.useRealTimers();
    await act(async () => finishLoading(null));
    expect(await screen.findByText('Slow page')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
