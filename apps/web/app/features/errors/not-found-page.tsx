import { NotFoundScreen } from '../../components/not-found-screen';
import { useTranslation } from '../../i18n/i18n-context';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <NotFoundScreen
      title={t('errors.notFound.title')}
      text={t('errors.notFound.text')}
      linkTo="/rentals"
      linkLabel={t('errors.notFound.backToRentals')}
    />
  );
}
