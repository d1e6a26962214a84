import type { TranslationKey } from '../../i18n/namespaces';

/** The main navigation, shared by the desktop header and the phone menu. Paths are unlocalised. */
export const NAV_ITEMS: readonly { path: string; label: TranslationKey<'common'>; isPage: boolean }[] = [
  { path: '/rentals', label: 'nav.rentals', isPage: true },
  // Tours (`/#tours`, a section of the home page) and Owners (`/owners`) join when those pages exist:
  // a link to a missing page would only lead guests to the 404. Their labels are already translated.
];
