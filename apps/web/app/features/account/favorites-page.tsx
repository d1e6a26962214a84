import { useTranslation } from '../../i18n/i18n-context';
import { FavoritesList } from './favorites/favorites-list';
import { useFavorites } from './favorites/use-favorites';
import { MemberEmptyState } from './member-empty-state';
import { MemberLoadError } from './member-load-error';
import { MemberLoading } from './member-loading';
import { MemberPageFrame } from './member-page-frame';

/** /favorites (inside MemberOnly): the member's saved apartments and tours, loaded in the browser. */
export function FavoritesPage() {
  const { t } = useTranslation('account');
  const favorites = useFavorites();
  return (
    <MemberPageFrame title={t('favorites.title')} testId="favorites-page">
      {favorites.status === 'loading' && <MemberLoading />}
      {favorites.status === 'failed' && (
        <MemberLoadError name="favorites" text={(key) => t(`favorites.${key}`)} failure={favorites} />
      )}
      {favorites.status === 'loaded' &&
        (favorites.entries.length === 0 ? (
          <MemberEmptyState
            list="favorites"
            shape={<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />}
          />
        ) : (
          <FavoritesList entries={favorites.entries} forget={favorites.forget} />
        ))}
    </MemberPageFrame>
  );
}
