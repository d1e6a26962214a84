import { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router';
import { useLocalizedPath } from '../i18n/i18n-context';

/** A <Link> to an app path ("/owners") in the current page language ("/en/owners"). */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}

/** A <NavLink> (aria-current="page" when active) to an app path in the current page language. */
export function LocalizedNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: string }) {
  const localize = useLocalizedPath();
  return <NavLink to={localize(to)} {...props} />;
}
