import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/i18n-context';
import { MemberEmptyState } from './member-empty-state';
import { MemberPageFrame } from './member-page-frame';

/**
 * /favorites. Saving favourites comes with the member-area issue; until then every member's list is
 * empty, and this is the empty state they see. The list of apartments and tours replaces it then.
 */
export function FavoritesPage() {
  const { t } = useTranslation('account');
  return (
    <MemberPageFrame title={t('favorites.title')} testId="favorites-page">
      <MemberEmptyState
        icon={
          <Icon className="size-7">
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
          </Icon>
        }
        title={t('favorites.emptyTitle')}
        text={t('favorites.emptyText')}
        linkText={t('favorites.browse')}
        testId="favorites-empty"
      />
    </MemberPageFrame>
  );
}
