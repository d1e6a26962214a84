import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * The rentals home's hero text, search bar, results and tours arrive as server-rendered HTML that works on its
 * own: the dates and guests popovers open natively, the form is a GET form, cards are links. Their React code
 * (~6 KB gzip) does not fit the first visit's JavaScript budget (decision 013), so React leaves that HTML in place
 * (a dehydrated Suspense boundary) and the code loads at the guest's first sign of interaction (pointer move
 * or press, key, scroll) and hydrates it then. A page reached by client navigation loads it at once.
 */
const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'scroll'];
const ISLAND_ATTRIBUTE = 'data-home-island';

/**
 * Buttons that only work with their code (data-replay-click: quick view, the guest counters) lose a click that
 * comes before it; the island clicks them again once hydrated (see replayEarlyClick).
 */
const earlyClicks = new Map<string, HTMLElement>();
const hydratedIslands = new Set<string>();

function recordEarlyClick(event: Event): void {
  const button = (event.target as Element).closest<HTMLElement>('[data-replay-click]');
  const island = button?.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE);
  if (button && island && !hydratedIslands.has(island)) earlyClicks.set(island, button);
}

/** Called by an island once it has hydrated. */
function replayEarlyClick(island: string): void {
  hydratedIslands.add(island);
  earlyClicks.get(island)?.click();
  earlyClicks.delete(island);
}

function firstInteraction(): Promise<void> {
  // The server renders everything at once; a client render (navigation from another page) needs the code now.
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

type HomeBody = typeof import('./home-body');
let homeBody: Promise<HomeBody> | undefined;
function loadHomeBody() {
  homeBody ??= firstInteraction().then(() => import('./home-body'));
  return homeBody;
}

/** On the server: the module itself, so the page renders in one piece (see serverHomeBody). */
let loadedOnServer: HomeBody | undefined;

/**
 * The route's loader awaits this on the server. Rendering through React.lazy there would suspend and stream the
 * islands after the shell, and a boundary still streaming when the page hydrates is dropped by React on the
 * first update; rendered directly, the HTML arrives complete.
 */
export async function preloadHomeBodyOnServer(): Promise<void> {
  loadedOnServer = await loadHomeBody();
}

function serverHomeBody(): HomeBody | undefined {
  return import.meta.env.SSR ? loadedOnServer : undefined;
}

const LazyHeroContent = lazy(() => loadHomeBody().then((module) => ({ default: module.HeroContent })));
const LazyHomeSections = lazy(() => loadHomeBody().then((module) => ({ default: module.HomeSections })));

const heroHydrated = () => replayEarlyClick('hero');
const sectionsHydrated = () => replayEarlyClick('sections');

export function HeroContentIsland(props: Omit<ComponentProps<typeof LazyHeroContent>, 'onHydrated'>) {
  const HeroContent = serverHomeBody()?.HeroContent ?? LazyHeroContent;
  return (
    <div data-home-island="hero">
      <Suspense fallback={null}>
        <HeroContent {...props} onHydrated={heroHydrated} />
      </Suspense>
    </div>
  );
}

export function HomeSectionsIsland(props: Omit<ComponentProps<typeof LazyHomeSections>, 'onHydrated'>) {
  const HomeSections = serverHomeBody()?.HomeSections ?? LazyHomeSections;
  return (
    <div data-home-island="sections">
      <Suspense fallback={null}>
        <HomeSections {...props} onHydrated={sectionsHydrated} />
      </Suspense>
    </div>
  );
}
