import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type LazyIslandModule = typeof import('./lazy-island');

/** The island's code: a button that only works with JavaScript. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-replay-click onClick={() => setCount((value) => value + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

// The module keeps per-page state (the first interaction, hydrated islands): every test gets a fresh copy.
async function freshLazyIsland(): Promise<LazyIslandModule> {
  vi.resetModules();
  return import('./lazy-island');
}

function counterIsland({ lazyIsland }: LazyIslandModule) {
  const load = vi.fn(async () => Counter);
  return { load, ...lazyIsland('counter', load) };
}

/** The page as the server sends it: the island's HTML, rendered with its module preloaded. */
async function serverHtml(): Promise<string> {
  vi.stubEnv('SSR', true);
  const island = counterIsland(await freshLazyIsland());
  await island.preloadOnServer();
  const html = renderToString(<island.Island label="Add" />);
  vi.stubEnv('SSR', false);
  return html;
}

let root: Root | undefined;
beforeEach(() => {
  root = undefined;
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllEnvs();
});

/** Hydrates the server HTML in a fresh browser module, as the first visit does. */
async function hydrateServerHtml() {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  document.body.append(container);
  const island = counterIsland(await freshLazyIsland());
  await act(async () => {
    root = hydrateRoot(container, <island.Island label="Add" />);
  });
  const serverButton = screen.getByRole('button', { name: 'Add 0' });
  return { island, serverButton };
}

describe('lazyIsland', () => {
  it('renders the module on the server once preloaded, inside its data-island wrapper', async () => {
    const html = await serverHtml();
    expect(html).toContain('data-island="counter"');
    expect(html).toContain('data-replay-click');
    expect(html).toContain('Add 0');
  });

  it('imports the module once per server process, not at every render', async () => {
    vi.stubEnv('SSR', true);
    const island = counterIsland(await freshLazyIsland());
    await island.preloadOnServer();
    await island.preloadOnServer();
    expect(island.load).toHaveBeenCalledTimes(1);
    expect(renderToString(<island.Island label="Add" />)).toContain('Add 0');
  });

  it('renders nothing of the island on the server without the preload (it would stream too late)', async () => {
    const { lazyIsland } = await freshLazyIsland();
    const island = lazyIsland('counter', async () => Counter);
    expect(renderToString(<island.Island label="Add" />)).not.toContain('Add');
  });

  it('keeps the server HTML and loads no code until the first interaction', async () => {
    const { island, serverButton } = await hydrateServerHtml();
    expect(island.load).not.toHaveBeenCalled();

    await act(async () => window.dispatchEvent(new Event('pointermove')));
    expect(island.load).toHaveBeenCalledTimes(1);

    // Hydrated in place: the same element, now working.
    const button = await screen.findByRole('button', { name: 'Add 0' });
    expect(button).toBe(serverButton);
    await act(async () => button.click());
    expect(button).toHaveProperty('textContent', 'Add 1');
  });

  it('replays a click that came before the code, once, after hydration', async () => {
    const { island, serverButton } = await hydrateServerHtml();

    await act(async () => {
      serverButton.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      serverButton.click();
    });
    expect(island.load).toHaveBeenCalledTimes(1);

    expect(await screen.findByRole('button', { name: 'Add 1' })).toBe(serverButton);
  });

  it('starts loading on a key press or a scroll as well', async () => {
    for (const type of ['keydown', 'scroll']) {
      act(() => root?.unmount());
      document.body.innerHTML = '';
      const { island } = await hydrateServerHtml();
      await act(async () => window.dispatchEvent(new Event(type)));
      expect(island.load, type).toHaveBeenCalledTimes(1);
    }
  });

  it('loads at once when rendered by a client navigation (no island in the page yet)', async () => {
    const island = counterIsland(await freshLazyIsland());
    render(<island.Island label="Add" className="contents" />);
    expect(await screen.findByRole('button', { name: 'Add 0' })).toBeTruthy();
    expect(island.load).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-island="counter"]')?.className).toBe('contents');
  });
});
