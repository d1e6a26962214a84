import { NotFoundScreen } from '../../components/not-found-screen';
import { useTranslation } from '../../i18n/i18n-context';

/** The 404 screen of an apartment or tour address, with the way back to the rentals list (spec §2). */
export function ListingNotFound({ kind }: { kind: 'apartment' | 'tour' }) {
  const { t } = useTranslation('listing');
  const apartment = kind === 'apartment';
  return (
    <NotFoundScreen
      title={t(apartment ? 'notFound.apartmentTitle' : 'notFound.tourTitle')}
      text={t(apartment ? 'notFound.apartmentText' : 'notFound.tourText')}
      linkTo="/rentals"
      linkLabel={t('notFound.back')}
    />
  );
}
