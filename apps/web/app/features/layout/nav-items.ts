import type { TranslationKey } from '../../i18n/namespaces';

/** The main navigation, shared by the desktop header and the phone menu. Paths are unlocalised. */
export const NAV_ITEMS: readonly { path: string; label: TranslationKey<'common'>; isPage: boolean }[] = [
  { path: '/rentals', label: 'nav.rentals', isPage: true },
  // A section of the home page, not a page of its own: never marked as the current page.
  { path: '/#tours', label: 'nav.tours', isPage: false },
  { path: '/owners', label: 'nav.owners', isPage: true },
];
