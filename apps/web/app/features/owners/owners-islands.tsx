import { lazyIsland } from '../../components/lazy-island';

/**
 * The owners page arrives as server-rendered HTML that reads and works on its own (the hero's link to the form,
 * the FAQ's <details>). Its React code, the form included, loads at the guest's first interaction
 * (components/lazy-island.tsx, decision 013); the form's rules (zod and the phone metadata) only when the form
 * is first touched.
 */
const ownersPage = lazyIsland('owners', () => import('./owners-page').then(({ OwnersPage }) => OwnersPage));

export const OwnersPageIsland = ownersPage.Island;

/** Awaited by the route's loader, so the server renders the page body in one piece. */
export const preloadOwnersPageOnServer = ownersPage.preloadOnServer;
