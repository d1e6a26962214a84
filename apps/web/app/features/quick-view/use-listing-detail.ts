import type { Amenity } from '@konak/domain/api/apartments/apartment';
import type { ResponsiveImage } from '@konak/domain/catalogue/image-variants';
import { expandImage } from '@konak/domain/catalogue/image-variants';
import type { ApartmentCardData, TourCardData } from '@konak/domain/catalogue/result-cards';
import type { Language } from '@konak/domain/languages';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/i18n-context';
import { getApartment } from './api/get-apartment';
import { getTour } from './api/get-tour';

export type ListingDetail = {
  images: ResponsiveImage[];
  /** Undefined until the detail has come. */
  description: string | undefined;
  amenities: Amenity[];
};

// Read field by field: a tour has no amenities, and a detail without pictures keeps the card's cover.
type DetailAnswer = { images?: unknown; description?: unknown; amenities?: unknown };
type DetailCall = (id: string, options: { language: Language }) => Promise<DetailAnswer>;
const DETAIL_CALLS = { apartments: getApartment, tours: getTour } satisfies Record<string, DetailCall>;
type ListingKind = keyof typeof DETAIL_CALLS;

/**
 * Each listing's detail is asked for once per page view: opening the same quick view again shows everything at
 * once, without waiting behind the pictures the page is still loading. A failed call is asked again next time.
 */
const details = new Map<string, Promise<DetailAnswer>>();
function detailOf(kind: ListingKind, id: string, language: Language): Promise<DetailAnswer> {
  const key = `${language} ${kind} ${id}`;
  let detail = details.get(key);
  if (!detail) {
    detail = DETAIL_CALLS[kind](id, { language });
    detail.catch(() => details.delete(key));
    details.set(key, detail);
  }
  return detail;
}

/** A fresh page view: the tests of the quick view start each from here. */
export function forgetListingDetails(): void {
  details.clear();
}

/**
 * What a result card does not carry (decision 060): cards have the cover only and no description or amenities, so
 * the view shows what the card has at once and asks the listing's detail call for the rest when it opens. Should
 * that fail, the cover stays alone and the rest is left out: the listing's page has all of it.
 */
function useDetailOfCard(card: ApartmentCardData | TourCardData, kind: ListingKind): ListingDetail {
  const [detail, setDetail] = useState<ListingDetail>(() => ({
    images: card.cover ? [expandImage(card.cover)] : [],
    description: undefined,
    amenities: [],
  }));
  const { language } = useLanguage();

  useEffect(() => {
    let current = true;
    detailOf(kind, card.id, language)
      .then((answer) => {
        if (!current) return;
        setDetail((before) => ({
          images:
            Array.isArray(answer.images) && answer.images.length > 0
              ? (answer.images as ResponsiveImage[])
              : before.images,
          description: typeof answer.description === 'string' ? answer.description : before.description,
          amenities: Array.isArray(answer.amenities) ? (answer.amenities as Amenity[]) : before.amenities,
        }));
      })
      .catch(() => {
        // Ignored on purpose (see above).
      });
    return () => {
      current = false;
    };
  }, [kind, card.id, language]);

  return detail;
}

/** The pictures, description and amenities of an apartment, from GET /api/apartments/{id}. */
export function useApartmentDetail(apartment: ApartmentCardData): ListingDetail {
  return useDetailOfCard(apartment, 'apartments');
}

/** The pictures and description of a tour, from GET /api/tours/{id}. */
export function useTourDetail(tour: TourCardData): ListingDetail {
  return useDetailOfCard(tour, 'tours');
}
