import { expandImage } from '@konak/domain/catalogue/image-variants';
import { useMemo } from 'react';
import { BookingTerms } from '../../components/booking-terms/booking-terms';
import type { FaqContent } from '../../components/faq/faq-entries';
import { FaqSection } from '../../components/faq/faq-section';
import { useTranslation } from '../../i18n/i18n-context';
import { AmenityGroups } from './amenity-groups';
import { ApartmentBookingBar } from './apartment-booking-bar';
import { ApartmentHeader } from './apartment-header';
import type { ApartmentPageProps } from './apartment-page.server';
import { AvailabilitySection } from './availability-section';
import { DescriptionSection, ListingGallery } from './listing-gallery';
import { LocationSection } from './location-section';
import { PriceBox } from './price-box';
import { ReviewsSection } from './reviews-section';

export function ApartmentPage({
  apartment,
  availability,
  quote,
  search,
  searchQuery,
  reviews,
  faq,
}: ApartmentPageProps & { faq: FaqContent }) {
  const { t } = useTranslation('listing');
  const images = useMemo(() => apartment.images.map(expandImage), [apartment.images]);
  return (
    <article className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <ApartmentHeader apartment={apartment} />
      <ListingGallery images={images} label={apartment.title} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-10">
          <DescriptionSection
            id="description-title"
            title={t('description.title')}
            text={apartment.description}
          />
          <AmenityGroups amenities={apartment.amenities} />
          <BookingTerms times={apartment} />
          <LocationSection apartment={apartment} />
          <AvailabilitySection availability={availability} dates={search.dates} />
          <ReviewsSection apartmentId={apartment.id} reviews={reviews} />
          <FaqSection faq={faq} />
        </div>
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <PriceBox
            apartmentId={apartment.id}
            basePrice={apartment.basePrice}
            quote={quote}
            guests={search.guests}
            searchQuery={searchQuery}
          />
        </aside>
      </div>
      <ApartmentBookingBar
        apartmentId={apartment.id}
        basePrice={apartment.basePrice}
        quote={quote}
        searchQuery={searchQuery}
      />
    </article>
  );
}
