/**
 * The header's signed-in parts, as one lazy chunk: a guest's first visit (the page-weight budget, decision
 * 013) never loads them; a member's header loads them once the stored session is read. The header imports
 * them through signed-in-account-lazy.tsx only.
 */
export { MenuButtonBadge, MobileAccountMenu } from './mobile-account-menu';
export { UserMenu } from './user-menu';
