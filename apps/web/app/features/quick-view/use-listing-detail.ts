import type { Amenity } from '@konak/domain/api/apartments/apartment';
import type { ResponsiveImage } from '@konak/domain/catalogue/image-variants';
import { expandImage } from '@konak/domain/catalogue/image-variants';
import type { ApartmentCardData, TourCardData } from '@konak/domain/catalogue/result-cards';
import type { Language } from '@konak/domain/languages';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/i18n-context';
import { apiRequest } from '../../lib/api-client';

export type ListingDetail = {
  images: ResponsiveImage[];
  /** Undefined until the detail has come. */
  description: string | undefined;
  amenities: Amenity[];
};

type DetailAnswer = { images?: unknown; description?: unknown; amenities?: unknown };

/**
 * Each listing's detail is asked for once per page view: opening the same quick view again shows everything at
 * once, without waiting behind the pictures the page is still loading. A failed call is asked again next time.
 */
const details = new Map<string, Promise<DetailAnswer>>();
function detailOf(path: string, language: string): Promise<DetailAnswer> {
  const key = `${language} ${path}`;
  let detail = details.get(key);
  if (!detail) {
    detail = apiRequest<DetailAnswer>(path, { language: language as Language });
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
function useDetailOfCard(card: ApartmentCardData | TourCardData, path: string): ListingDetail {
  const [detail, setDetail] = useState<ListingDetail>(() => ({
    images: card.cover ? [expandImage(card.cover)] : [],
    description: undefined,
    amenities: [],
  }));
  const { language } = useLanguage();

  useEffect(() => {
    let current = true;
    detailOf(path, language)
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
  }, [path, language]);

  return detail;
}

/** The pictures, description and amenities of an apartment, from GET /api/apartments/{id}. */
export function useApartmentDetail(apartment: ApartmentCardData): ListingDetail {
  return useDetailOfCard(apartment, `/apartments/${apartment.id}`);
}

/** The pictures and description of a tour, from GET /api/tours/{id}. */
export function useTourDetail(tour: TourCardData): ListingDetail {
  return useDetailOfCard(tour, `/tours/${tour.id}`);
}
