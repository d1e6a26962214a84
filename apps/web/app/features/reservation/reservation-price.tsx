import { useTranslation } from '../../i18n/i18n-context';
import { ApartmentPriceSummary, TourPriceSummary } from './price-summary';
import type { ReservationListing } from './reservation-listing';
import type { ReservationPrice as Price } from './use-reservation-price';

/** The price block of the form: the apartment's priced nights or the tour's places, and the total. */
export function ReservationPrice({
  listing,
  price,
  hasInfants,
}: {
  listing: ReservationListing;
  price: Price;
  hasInfants: boolean;
}) {
  const { t } = useTranslation('reservation');
  if (listing.type === 'apartment') {
    return (
      <ApartmentPriceSummary state={price.stayPrice} total={price.total} basePrice={listing.basePrice} />
    );
  }
  if (!price.total) return <p className="text-stone-700">{t('price.completeGuests')}</p>;
  return (
    <TourPriceSummary
      pricePerPerson={listing.price}
      payingPeople={price.payingPeople}
      hasInfants={hasInfants}
      total={price.total}
    />
  );
}
