import type { TranslationKey } from '../../i18n/namespaces';

/** A member's pages (spec §2, guarded), in the user menu and the phone drawer. Paths are unlocalised. */
export const ACCOUNT_LINKS: readonly { path: string; label: TranslationKey<'common'>; testId: string }[] = [
  { path: '/profile', label: 'header.profile', testId: 'account-link-profile' },
  { path: '/reservations', label: 'header.reservations', testId: 'account-link-reservations' },
  { path: '/favorites', label: 'header.favorites', testId: 'account-link-favorites' },
];

/** "Ayşe Yılmaz" → "Ayşe": the header has room for one name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
