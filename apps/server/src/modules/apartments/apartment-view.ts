import type { Amenity, ApartmentDetail, ApartmentSummary } from '@konak/domain/api/apartments/apartment';
import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import { APARTMENT_DEFAULTS } from '@konak/domain/catalogue/apartment-rules';
import { DEFAULT_LANGUAGE, type Language } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import { toResponsiveImage } from '../site-images/surface.ts';
import type { AmenityRow, ApartmentRow, ListingParts, TranslationRow } from './repository.ts';

const EMPTY_TRANSLATION: TranslationRow = {
  language: DEFAULT_LANGUAGE,
  title: '',
  description: '',
  slug: '',
};

/** The texts in the wanted language, else Turkish, else whichever language the apartment has. */
export function pickTranslation(
  rows: readonly TranslationRow[] | undefined,
  language: Language,
): TranslationRow {
  if (!rows || rows.length === 0) return EMPTY_TRANSLATION;
  return (
    rows.find((row) => row.language === language) ??
    rows.find((row) => row.language === DEFAULT_LANGUAGE) ??
    (rows[0] as TranslationRow)
  );
}

function amenityView(row: AmenityRow, language: Language, withAllNames: boolean): Amenity {
  const names = { tr: row.nameTr, en: row.nameEn, ar: row.nameAr, ru: row.nameRu };
  const name = names[language] || names.tr;
  return { key: row.key, icon: row.icon, category: row.category, name, ...(withAllNames ? { names } : {}) };
}

/** Lists carry the cover picture and amenity names in one language; the detail carries everything. */
type Completeness = 'list' | 'detail';

/**
 * An apartment row as the API shows it. The columns carry the spec §9 defaults in the database; should a null
 * still slip through (a hand-written row, a future nullable column), APARTMENT_DEFAULTS fills it in.
 */
export function toApartmentSummary(
  row: ApartmentRow,
  parts: ListingParts,
  language: Language,
  stay?: StayPriceResult,
  completeness: Completeness = 'list',
): ApartmentSummary {
  const images = parts.images.get(row.id) ?? [];
  const shownImages = completeness === 'detail' ? images : images.slice(0, 1);
  const translations = parts.translations.get(row.id);
  const text = pickTranslation(translations, language);
  const slugs: ApartmentSummary['slugs'] = {};
  for (const translation of translations ?? []) slugs[translation.language] = translation.slug;
  return {
    id: row.id,
    apartmentNumber: row.apartmentNumber,
    slug: text.slug,
    slugs,
    title: text.title,
    description: text.description,
    district: row.district,
    neighborhood: row.neighborhood,
    city: row.city || APARTMENT_DEFAULTS.city,
    rooms: row.rooms ?? 1,
    bathrooms: row.bathrooms ?? APARTMENT_DEFAULTS.bathrooms,
    size: row.sizeM2 ?? APARTMENT_DEFAULTS.sizeM2,
    maxCapacity: row.maxCapacity ?? APARTMENT_DEFAULTS.maxCapacity,
    basePrice: toEuros(row.basePriceCents ?? APARTMENT_DEFAULTS.basePrice * 100),
    coordinates:
      row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
    checkInTime: row.checkInTime || APARTMENT_DEFAULTS.checkInTime,
    checkOutTime: row.checkOutTime || APARTMENT_DEFAULTS.checkOutTime,
    isFeatured: row.isFeatured,
    category: row.category,
    images: shownImages.map((image) => ({
      ...toResponsiveImage(image, language, text.title),
      roomType: image.roomType,
    })),
    imageCount: images.length,
    amenities: (parts.amenities.get(row.id) ?? []).map((amenity) =>
      amenityView(amenity, language, completeness === 'detail'),
    ),
    ...(stay ? { stay } : {}),
  };
}

export function toApartmentDetail(
  row: ApartmentRow,
  parts: ListingParts,
  language: Language,
): ApartmentDetail {
  const translations: ApartmentDetail['translations'] = {};
  for (const { language: code, title, description, slug } of parts.translations.get(row.id) ?? []) {
    translations[code] = { title, description, slug };
  }
  return {
    ...toApartmentSummary(row, parts, language, undefined, 'detail'),
    maxAdults: row.maxAdults,
    maxChildren: row.maxChildren,
    guaranteeFeePercent: row.guaranteeFeePercent,
    permitNumber: row.permitNumber,
    translations,
  };
}
