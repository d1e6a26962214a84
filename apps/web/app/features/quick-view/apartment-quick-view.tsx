import type { ApartmentCardData } from '@konak/domain/catalogue/result-cards';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { ModalDescription, ModalTitle } from '../../components/modal/modal-frame';
import { useTranslation } from '../../i18n/i18n-context';
import { AmenitySummary } from './amenity-summary';
import { ExpandableDescription } from './expandable-description';
import { QuickViewColumns } from './quick-view-columns';
import { QuickViewFooter, QuickViewGallery } from './quick-view-parts';
import { StayPriceSummary } from './stay-price-summary';
import { useApartmentDetail } from './use-listing-detail';
import { useStayPrice } from './use-stay-price';

export function ApartmentQuickView({
  apartment,
  search,
  close,
}: {
  apartment: ApartmentCardData;
  search: StaySearch;
  close: () => void;
}) {
  const { t } = useTranslation('quick-view');
  const price = useStayPrice(apartment, search);
  const { images, description, amenities } = useApartmentDetail(apartment);
  const place = [apartment.neighborhood, apartment.district, apartment.city].filter(Boolean).join(', ');
  return (
    <QuickViewColumns gallery={<QuickViewGallery images={images} title={apartment.title} />}>
      <div>
        <ModalTitle>{apartment.title}</ModalTitle>
        <ModalDescription>{place}</ModalDescription>
      </div>
      <ul aria-label={t('facts.label')} className="flex flex-wrap gap-x-4 gap-y-1 text-stone-700">
        <li>{t('facts.guests', { count: apartment.maxCapacity })}</li>
        <li>{apartment.rooms > 0 ? t('facts.rooms', { count: apartment.rooms }) : t('facts.studio')}</li>
        <li>{t('facts.bathrooms', { count: apartment.bathrooms })}</li>
        <li>{t('facts.size', { size: apartment.size })}</li>
      </ul>
      <AmenitySummary amenities={amenities} />
      {description !== undefined && <ExpandableDescription text={description} />}
      <StayPriceSummary state={price} basePrice={apartment.basePrice} />
      <QuickViewFooter listing={{ type: 'apartment', apartment }} search={search} close={close} />
    </QuickViewColumns>
  );
}
