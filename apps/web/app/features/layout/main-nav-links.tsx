import { LocalizedLink, LocalizedNavLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';
import { NAV_ITEMS } from './nav-items';

/** The navigation links, as list items; the caller provides the <nav> and the layout. */
export function MainNavLinks({
  linkClassName,
  onNavigate,
}: {
  linkClassName: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  return NAV_ITEMS.map(({ path, label, isPage }) => (
    <li key={path}>
      {isPage ? (
        <LocalizedNavLink to={path} className={linkClassName} onClick={onNavigate} end>
          {t(label)}
        </LocalizedNavLink>
      ) : (
        <LocalizedLink to={path} className={linkClassName} onClick={onNavigate}>
          {t(label)}
        </LocalizedLink>
      )}
    </li>
  ));
}
