import type { TourCardData } from '@konak/domain/catalogue/result-cards';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { ModalDescription, ModalTitle } from '../../components/modal/modal-frame';
import { useTranslation } from '../../i18n/i18n-context';
import { formatDuration, formatEuro } from '../../lib/format';
import { ExpandableDescription } from './expandable-description';
import { QuickViewColumns } from './quick-view-columns';
import { QuickViewFooter, QuickViewGallery } from './quick-view-parts';
import { useTourDetail } from './use-listing-detail';

export function TourQuickView({
  tour,
  search,
  close,
}: {
  tour: TourCardData;
  search: StaySearch;
  close: () => void;
}) {
  const { t, language } = useTranslation('quick-view');
  const { images, description } = useTourDetail(tour);
  return (
    <QuickViewColumns gallery={<QuickViewGallery images={images} title={tour.title} />}>
      <div>
        <ModalTitle>{tour.title}</ModalTitle>
        <ModalDescription>
          {t('price.perPerson', { price: formatEuro(tour.price, language) })}
        </ModalDescription>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-700">
        <dt className="font-medium text-stone-900">{t('tour.meetingPoint')}</dt>
        <dd>{tour.meetingPoint}</dd>
        <dt className="font-medium text-stone-900">{t('tour.duration')}</dt>
        <dd>{formatDuration(tour.duration, language)}</dd>
        <dt className="font-medium text-stone-900">{t('tour.groupSize')}</dt>
        <dd>{t('tour.upToPeople', { count: tour.maxPeople })}</dd>
      </dl>
      {description !== undefined && <ExpandableDescription text={description} />}
      <QuickViewFooter listing={{ type: 'tour', tour }} search={search} close={close} />
    </QuickViewColumns>
  );
}
