import type { TranslationKey } from '../../../i18n/namespaces';

export type AdminNavigationItem = {
  /** The path under /admin ('' is the overview). */
  to: string;
  label: TranslationKey<'admin'>;
  /** Only administrators see it (users' roles, settings, the audit trail); staff do not. */
  adminOnly: boolean;
  /** A section under this one's path that has its own entry: this one is not the current page there. */
  notUnder?: string;
};

/** The back office's sections, in the order the menu shows them. */
export const ADMIN_NAVIGATION: readonly AdminNavigationItem[] = [
  { to: '', label: 'nav.dashboard', adminOnly: false },
  { to: '/reservations', label: 'nav.reservations', adminOnly: false },
  { to: '/calendar', label: 'nav.calendar', adminOnly: false },
  { to: '/apartments', label: 'nav.apartments', adminOnly: true },
  { to: '/tours', label: 'nav.tourCatalogue', adminOnly: true, notUnder: '/tours/departures' },
  { to: '/guests', label: 'nav.guests', adminOnly: false },
  { to: '/tours/departures', label: 'nav.tours', adminOnly: false },
  { to: '/enquiries', label: 'nav.enquiries', adminOnly: false },
  { to: '/content', label: 'nav.content', adminOnly: true },
  { to: '/reports', label: 'nav.reports', adminOnly: false },
  { to: '/settings', label: 'nav.settings', adminOnly: true },
  { to: '/audit', label: 'nav.audit', adminOnly: true },
];
