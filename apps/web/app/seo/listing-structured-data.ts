import type { ApartmentImage, ApartmentSummary } from '@konak/domain/api/apartments/apartment';
import type { Tour } from '@konak/domain/api/tours/tour';
import { APARTMENT_DEFAULTS } from '@konak/domain/catalogue/apartment-rules';
import type { ResponsiveImage } from '@konak/domain/catalogue/image-variants';
import type { OfferFacts } from './offer-facts';
import { type JsonLd, organizationId, type SeoContext } from './structured-data';

/** What the apartment blocks read: the page's apartment, texts in the page language. */
export type ApartmentFacts = Pick<
  ApartmentSummary,
  | 'apartmentNumber'
  | 'title'
  | 'description'
  | 'district'
  | 'neighborhood'
  | 'city'
  | 'rooms'
  | 'bathrooms'
  | 'size'
  | 'maxCapacity'
  | 'coordinates'
  | 'checkInTime'
  | 'checkOutTime'
  | 'basePrice'
> & { images: readonly ApartmentImage[]; amenities: readonly { name: string }[] };

export type TourFacts = Pick<
  Tour,
  'tourNumber' | 'title' | 'description' | 'meetingPoint' | 'duration' | 'maxPeople'
> & {
  images: readonly ResponsiveImage[];
};

/** Istanbul keeps UTC+3 all year (since 2016), so a house-rule time is written with that offset. */
const ISTANBUL_OFFSET = '+03:00';
const time = (value: string) => `${value}:00${ISTANBUL_OFFSET}`;
const filled = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** Offers in euro: the cheapest and dearest of what is bookable, how many, and until when those prices hold. */
export function aggregateOffer(offers: OfferFacts, { canonical, origin }: SeoContext): JsonLd {
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'EUR',
    lowPrice: offers.lowPrice,
    highPrice: offers.highPrice,
    offerCount: offers.offerCount,
    priceValidUntil: offers.validUntil,
    availability: 'https://schema.org/InStock',
    url: canonical,
    seller: { '@id': organizationId(origin) },
  };
}

/**
 * An apartment as a VacationRental (schema.org's LodgingBusiness for one property let for short stays; decision 045)
 * containing the Apartment itself, and as a Product with its offers. The address falls back to Istanbul, Türkiye.
 */
export function apartmentStructuredData(
  apartment: ApartmentFacts,
  offers: OfferFacts,
  context: SeoContext,
): JsonLd[] {
  const { canonical, absolute, origin } = context;
  const images = apartment.images.map((image) => absolute(image.url));
  const city = filled(apartment.city) ?? APARTMENT_DEFAULTS.city;
  const neighbourhood = filled(apartment.neighborhood);
  const district = filled(apartment.district);
  const amenityFeature = apartment.amenities.map((amenity) => ({
    '@type': 'LocationFeatureSpecification',
    name: amenity.name,
    value: true,
  }));
  const geo = apartment.coordinates
    ? { '@type': 'GeoCoordinates', latitude: apartment.coordinates.lat, longitude: apartment.coordinates.lng }
    : undefined;

  const lodging: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': `${canonical}#lodging`,
    name: apartment.title,
    description: apartment.description,
    url: canonical,
    identifier: String(apartment.apartmentNumber),
    ...(images.length > 0 ? { image: images } : {}),
    address: {
      '@type': 'PostalAddress',
      // A Turkish address names the neighbourhood (mahalle) first, then the district (ilçe) and the province.
      ...(neighbourhood ? { streetAddress: neighbourhood } : {}),
      addressLocality: district ?? city,
      addressRegion: city,
      addressCountry: 'TR',
    },
    ...(geo ? { geo, latitude: geo.latitude, longitude: geo.longitude } : {}),
    checkinTime: time(apartment.checkInTime || APARTMENT_DEFAULTS.checkInTime),
    checkoutTime: time(apartment.checkOutTime || APARTMENT_DEFAULTS.checkOutTime),
    amenityFeature,
    priceRange: `€${offers.lowPrice}–€${offers.highPrice}`,
    containsPlace: {
      '@type': 'Apartment',
      name: apartment.title,
      occupancy: {
        '@type': 'QuantitativeValue',
        value: apartment.maxCapacity,
        maxValue: apartment.maxCapacity,
      },
      numberOfBedrooms: apartment.rooms,
      numberOfBathroomsTotal: apartment.bathrooms,
      floorSize: { '@type': 'QuantitativeValue', value: apartment.size, unitCode: 'MTK' },
      amenityFeature,
    },
    brand: { '@id': organizationId(origin) },
  };

  const product: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${canonical}#product`,
    name: apartment.title,
    description: apartment.description,
    ...(images.length > 0 ? { image: images } : {}),
    sku: `apartment-${apartment.apartmentNumber}`,
    brand: { '@type': 'Brand', name: 'Konak' },
    offers: aggregateOffer(offers, context),
  };
  return [lodging, product];
}

/** A tour as a Product with its per-person price; the meeting point and duration as properties. */
export function tourStructuredData(tour: TourFacts, offers: OfferFacts, context: SeoContext): JsonLd[] {
  const { canonical, absolute } = context;
  const meetingPoint = filled(tour.meetingPoint);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${canonical}#product`,
      name: tour.title,
      description: tour.description,
      ...(tour.images.length > 0 ? { image: tour.images.map((image) => absolute(image.url)) } : {}),
      sku: `tour-${tour.tourNumber}`,
      brand: { '@type': 'Brand', name: 'Konak' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'duration', value: `PT${tour.duration}M` },
        { '@type': 'PropertyValue', name: 'maxPeople', value: tour.maxPeople },
        ...(meetingPoint ? [{ '@type': 'PropertyValue', name: 'meetingPoint', value: meetingPoint }] : []),
      ],
      offers: aggregateOffer(offers, context),
    },
  ];
}
