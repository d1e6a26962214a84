import { type ComponentType, type JSX, lazy, Suspense, useEffect } from 'react';

/**
 * A part of a page whose React code does not fit the first visit's JavaScript budget (decision 013) but whose
 * server-rendered HTML works on its own (links, GET forms, native popovers and <details>). React leaves that HTML
 * in place (a dehydrated Suspense boundary) and the island's code loads at the guest's first sign of interaction
 * (pointer move or press, key, scroll), then hydrates it. A page reached by client navigation loads it at once.
 *
 * Never let a context change reach an island before it has hydrated: React would drop its server HTML and show
 * the empty fallback. Session state is an external store and modal controls are stable for that reason. For the
 * same reason the server must send an island inline, not outlined and revealed later by script (React does that
 * to boundaries over `progressiveChunkSize` unless entry.server.tsx lifts it): a router update (route discovery)
 * that finds the boundary still pending renders it on the client (decision 013).
 */

const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'scroll'] as const;
const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Buttons that only work with their code (marked data-replay-click: gallery arrows, quick view, guest counters)
 * lose a click that comes before it; the island clicks the last of them again once hydrated.
 */
const earlyClicks = new Map<string, HTMLElement>();
const hydratedIslands = new Set<string>();

function recordEarlyClick(event: Event): void {
  if (!(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLElement>('[data-replay-click]');
  const island = button?.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE);
  if (button && island && !hydratedIslands.has(island)) earlyClicks.set(island, button);
}

function islandHydrated(name: string): void {
  hydratedIslands.add(name);
  const button = earlyClicks.get(name);
  earlyClicks.delete(name);
  // A click on something that is gone or now disabled (the page changed meanwhile) is not repeated.
  if (button?.isConnected && !button.matches(':disabled')) button.click();
}

function waitForInteraction(): Promise<void> {
  // Islands in the document's HTML are being hydrated; none there means a client render (a navigation from a
  // page without islands), which needs the code now.
  if (typeof document === 'undefined' || !document.querySelector(`[${ISLAND_ATTRIBUTE}]`))
    return Promise.resolve();
  window.addEventListener('click', recordEarlyClick, true);
  return new Promise((resolve) => {
    const start = () => {
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of INTERACTION_EVENTS)
      window.addEventListener(type, start, { capture: true, passive: true });
  });
}

/** One wait for the whole page: every later island (a client navigation comes after an interaction) loads at once. */
let firstInteraction: Promise<void> | undefined;
function afterFirstInteraction(): Promise<void> {
  firstInteraction ??= waitForInteraction();
  return firstInteraction;
}

/** Runs in the same commit as the island's content, i.e. once its server HTML has hydrated. */
function HydrationSignal({ name }: { name: string }): null {
  useEffect(() => islandHydrated(name), [name]);
  return null;
}

export type LazyIsland<Props extends object> = {
  /** Renders the island; its wrapper <div data-island={name}> takes `className`. */
  Island: (props: Props & { className?: string }) => JSX.Element;
  /**
   * Await in the route's loader. On the server the island then renders its module directly: through
   * React.lazy it would suspend and stream after the shell, and a boundary still streaming when the page
   * hydrates is dropped by React on the first update. A no-op in the browser (loaders run on the server).
   */
  preloadOnServer: () => Promise<void>;
};

/**
 * `name` must be unique on the page; `load` imports the island's module dynamically, e.g.
 * `() => import('./apartment-page').then((module) => module.ApartmentPage)`.
 */
export function lazyIsland<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): LazyIsland<Props> {
  let loadedOnServer: ComponentType<Props> | undefined;
  const LazyContent = lazy(() =>
    afterFirstInteraction()
      .then(load)
      .then((component) => ({ default: component })),
  );

  function Island({ className, ...props }: Props & { className?: string }) {
    const Content = (import.meta.env.SSR ? loadedOnServer : undefined) ?? LazyContent;
    return (
      <div data-island={name} className={className}>
        <Suspense fallback={null}>
          <Content {...(props as Props & JSX.IntrinsicAttributes)} />
          <HydrationSignal name={name} />
        </Suspense>
      </div>
    );
  }

  return {
    Island,
    preloadOnServer: async () => {
      // Once per process: every later render finds the module loaded (a dynamic import per request costs a
      // module resolution each time, decision 113).
      if (import.meta.env.SSR && !loadedOnServer) loadedOnServer = await load();
    },
  };
}
