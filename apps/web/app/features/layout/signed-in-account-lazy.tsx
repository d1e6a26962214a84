import { lazy } from 'react';

const signedInAccount = () => import('./signed-in-account');

export const LazyUserMenu = lazy(() => signedInAccount().then((chunk) => ({ default: chunk.UserMenu })));
export const LazyMobileAccountMenu = lazy(() =>
  signedInAccount().then((chunk) => ({ default: chunk.MobileAccountMenu })),
);
export const LazyMenuButtonBadge = lazy(() =>
  signedInAccount().then((chunk) => ({ default: chunk.MenuButtonBadge })),
);
