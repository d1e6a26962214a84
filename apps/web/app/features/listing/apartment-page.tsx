import { ImageGallery } from '../../components/image-gallery/image-gallery';
import { useTranslation } from '../../i18n/i18n-context';
import { BookingTerms } from '../booking-terms/booking-terms';
import type { FaqContent } from '../faq/faq-entries';
import { FaqSection } from '../faq/faq-section';
import { AmenityGroups } from './amenity-groups';
import { ApartmentBookingBar } from './apartment-booking-bar';
import { ApartmentHeader } from './apartment-header';
import type { ApartmentPageData } from './apartment-page.server';
import { AvailabilitySection } from './availability-section';
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
}: ApartmentPageData & { faq: FaqContent }) {
  const { t } = useTranslation('listing');
  return (
    <article className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <ApartmentHeader apartment={apartment} />
      <section aria-labelledby="gallery-title" className="mt-6">
        <h2 id="gallery-title" className="sr-only">
          {t('gallery.title')}
        </h2>
        <ImageGallery
          images={apartment.images}
          label={apartment.title}
          sizes="(min-width: 1152px) 72rem, 100vw"
          frameClassName="aspect-[4/3] md:aspect-[16/9]"
          priority
        />
      </section>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-10">
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="text-xl font-bold text-stone-900 md:text-2xl">
              {t('description.title')}
            </h2>
            <p className="mt-3 whitespace-pre-line leading-relaxed text-stone-700">{apartment.description}</p>
          </section>
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
