import { NotFoundScreen } from '../../components/not-found-screen';
import { useTranslation } from '../../i18n/i18n-context';

/** The 404 screen of /legal/{type} for an unknown type or a document that does not exist (spec §8). */
export function LegalNotFound() {
  const { t } = useTranslation('legal');
  return (
    <NotFoundScreen
      title={t('notFound.title')}
      text={t('notFound.text')}
      linkTo="/"
      linkLabel={t('notFound.backHome')}
    />
  );
}
