import { z } from 'zod';
import { LISTING_SLUG_MAX_LENGTH } from '../../catalogue/listing-slug.ts';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';
import { GUARANTEE_FEE_PERCENT_MAX, GUARANTEE_FEE_PERCENT_MIN } from './site-settings.ts';

/**
 * What an admin edits of an apartment (issue 15 point 3, decisions 082 and 083): the values of create
 * (POST /api/admin/apartments) and of update (PUT /api/admin/apartments/{id}, every value at once), and the
 * editor's answer. Messages are translation keys of the server's error messages.
 */

export const APARTMENT_TITLE_MAX_LENGTH = 120;
export const APARTMENT_DESCRIPTION_MAX_LENGTH = 5000;
export const APARTMENT_LIMITS = {
  rooms: { min: 0, max: 20 },
  bathrooms: { min: 0, max: 20 },
  sizeM2: { min: 5, max: 2000 },
  maxCapacity: { min: 1, max: 30 },
  basePrice: { min: 1, max: 100_000 },
} as const;

/** Lenient on purpose (decision 082): provinces write it as "34-1234", "2023/34-56789", "TR-34.1234" … */
export const PERMIT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]{3,38}[A-Za-z0-9]$/;
/** Lower-case letters of any script, digits and single hyphens between them. */
export const LISTING_SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Nd}\p{M}]+(?:-[\p{Ll}\p{Lo}\p{Nd}\p{M}]+)*$/u;
const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const optionalText = (max: number, message: string) =>
  z
    .string(message)
    .trim()
    .max(max, message)
    .nullable()
    .transform((value) => (value ? value : null));

const count = (limits: { min: number; max: number }, message: string) =>
  z.number(message).int(message).min(limits.min, message).max(limits.max, message);

/** One language's texts. No title means the language is missing: the public pages show Turkish instead. */
export const apartmentTextsSchema = z.object({
  title: z
    .string('error.invalid_value')
    .trim()
    .max(APARTMENT_TITLE_MAX_LENGTH, 'error.apartment_title_too_long'),
  description: z
    .string('error.invalid_value')
    .trim()
    .max(APARTMENT_DESCRIPTION_MAX_LENGTH, 'error.apartment_description_too_long'),
  /** Null: made from the title (and kept unique) by the server. */
  slug: z
    .string('error.slug_invalid')
    .trim()
    .max(LISTING_SLUG_MAX_LENGTH, 'error.slug_invalid')
    .nullable()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || LISTING_SLUG_PATTERN.test(value), 'error.slug_invalid'),
});
export type ApartmentTextsInput = z.input<typeof apartmentTextsSchema>;

const translationsSchema = z.object(
  Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, apartmentTextsSchema])) as Record<
    (typeof SUPPORTED_LANGUAGES)[number],
    typeof apartmentTextsSchema
  >,
);

export const apartmentValuesSchema = z
  .object({
    translations: translationsSchema,
    rooms: count(APARTMENT_LIMITS.rooms, 'error.apartment_rooms_range'),
    bathrooms: count(APARTMENT_LIMITS.bathrooms, 'error.apartment_bathrooms_range'),
    sizeM2: count(APARTMENT_LIMITS.sizeM2, 'error.apartment_size_range'),
    maxCapacity: count(APARTMENT_LIMITS.maxCapacity, 'error.apartment_capacity_range'),
    /** Null: limited by maxCapacity alone. */
    maxAdults: count(APARTMENT_LIMITS.maxCapacity, 'error.apartment_adults_range').nullable(),
    maxChildren: count(
      { min: 0, max: APARTMENT_LIMITS.maxCapacity.max },
      'error.apartment_children_range',
    ).nullable(),
    amenityKeys: z
      .array(z.string('error.amenity_unknown').max(60, 'error.amenity_unknown'))
      .max(100, 'error.amenity_unknown'),
    checkInTime: z.string('error.time_invalid').regex(TIME_PATTERN, 'error.time_invalid'),
    checkOutTime: z.string('error.time_invalid').regex(TIME_PATTERN, 'error.time_invalid'),
    district: optionalText(80, 'error.place_name_too_long'),
    neighborhood: optionalText(80, 'error.place_name_too_long'),
    address: optionalText(200, 'error.address_too_long'),
    latitude: z
      .number('error.latitude_range')
      .min(-90, 'error.latitude_range')
      .max(90, 'error.latitude_range')
      .nullable(),
    longitude: z
      .number('error.longitude_range')
      .min(-180, 'error.longitude_range')
      .max(180, 'error.longitude_range')
      .nullable(),
    guaranteeFeePercent: count(
      { min: GUARANTEE_FEE_PERCENT_MIN, max: GUARANTEE_FEE_PERCENT_MAX },
      'error.guarantee_fee_percent_range',
    ),
    /** Euro per night, at most two decimals. */
    basePrice: z
      .number('error.base_price_range')
      .min(APARTMENT_LIMITS.basePrice.min, 'error.base_price_range')
      .max(APARTMENT_LIMITS.basePrice.max, 'error.base_price_range')
      .refine(
        (value) =>
          Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        'error.base_price_range',
      ),
    permitNumber: z
      .string('error.permit_number_invalid')
      .trim()
      .nullable()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || PERMIT_NUMBER_PATTERN.test(value), 'error.permit_number_invalid'),
    isFeatured: z.boolean('error.invalid_value'),
  })
  .superRefine((values, context) => {
    if (!values.translations.tr.title) {
      context.addIssue({
        code: 'custom',
        path: ['translations', 'tr', 'title'],
        message: 'error.apartment_title_required',
      });
    }
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = values.translations[language];
      if (!texts.title && (texts.description || texts.slug)) {
        context.addIssue({
          code: 'custom',
          path: ['translations', language, 'title'],
          message: 'error.apartment_title_required',
        });
      }
    }
    for (const field of ['maxAdults', 'maxChildren'] as const) {
      const value = values[field];
      if (value !== null && value > values.maxCapacity) {
        context.addIssue({ code: 'custom', path: [field], message: 'error.apartment_guests_over_capacity' });
      }
    }
    if ((values.latitude === null) !== (values.longitude === null)) {
      const missing = values.latitude === null ? 'latitude' : 'longitude';
      context.addIssue({ code: 'custom', path: [missing], message: 'error.coordinates_incomplete' });
    }
    if (new Set(values.amenityKeys).size !== values.amenityKeys.length) {
      context.addIssue({ code: 'custom', path: ['amenityKeys'], message: 'error.amenity_repeated' });
    }
  });
export type ApartmentValues = z.output<typeof apartmentValuesSchema>;
export type ApartmentValuesInput = z.input<typeof apartmentValuesSchema>;

const storedTextsSchema = z.object({ title: z.string(), description: z.string(), slug: z.string() });

/** The editor's answer: every value as stored (slugs filled in), all four languages, and what is missing. */
export const apartmentEditorSchema = z.object({
  id: z.uuid(),
  apartmentNumber: z.number().int(),
  isPublished: z.boolean(),
  /** Languages without a title or a description: their pages show the Turkish texts. */
  missingLanguages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  updatedAt: z.iso.datetime(),
  values: z.object({
    translations: z.object({
      tr: storedTextsSchema,
      en: storedTextsSchema,
      ar: storedTextsSchema,
      ru: storedTextsSchema,
    }),
    rooms: z.number().int(),
    bathrooms: z.number().int(),
    sizeM2: z.number().int(),
    maxCapacity: z.number().int(),
    maxAdults: z.number().int().nullable(),
    maxChildren: z.number().int().nullable(),
    amenityKeys: z.array(z.string()),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    district: z.string().nullable(),
    neighborhood: z.string().nullable(),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    guaranteeFeePercent: z.number().int(),
    basePrice: z.number(),
    permitNumber: z.string().nullable(),
    isFeatured: z.boolean(),
  }),
});
export type ApartmentEditor = z.infer<typeof apartmentEditorSchema>;

export const apartmentIdParamsSchema = z.object({ id: z.uuid('error.apartment_not_found') });

/** A language is missing when its title or its description is blank. */
export function missingLanguagesOf(
  translations: Partial<Record<(typeof SUPPORTED_LANGUAGES)[number], { title: string; description: string }>>,
): (typeof SUPPORTED_LANGUAGES)[number][] {
  return SUPPORTED_LANGUAGES.filter((language) => {
    const texts = translations[language];
    return !texts?.title.trim() || !texts.description.trim();
  });
}
