import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';
import { apartmentTextsSchema, missingLanguagesOf } from './apartment-editor-fields.ts';

/**
 * What an admin edits of a tour (issue 15 point 5, decisions 089 and 090): the values of create
 * (POST /api/admin/tours) and of update (PUT /api/admin/tours/{id}, every value at once), and the editor's answer.
 * Texts and slugs follow the apartments' rules (decision 082); messages are keys of the server's error messages.
 */

export const TOUR_MEETING_POINT_MAX_LENGTH = 300;
export const TOUR_LIMITS = {
  /** Minutes: a quarter of an hour to a whole day. */
  durationMinutes: { min: 15, max: 1440 },
  /** Places on one departure (decision 058). */
  maxPeople: { min: 1, max: 200 },
  /** Euro per person. */
  price: { min: 1, max: 10_000 },
  startTimes: { min: 1, max: 12 },
} as const;
const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** One language's texts: the apartments' title, description and slug, plus where the guide meets the guests. */
export const tourTextsSchema = apartmentTextsSchema.extend({
  meetingPoint: z
    .string('error.invalid_value')
    .trim()
    .max(TOUR_MEETING_POINT_MAX_LENGTH, 'error.meeting_point_too_long'),
});
export type TourTextsInput = z.input<typeof tourTextsSchema>;

const translationsSchema = z.object(
  Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, tourTextsSchema])) as Record<
    (typeof SUPPORTED_LANGUAGES)[number],
    typeof tourTextsSchema
  >,
);

const whole = (limits: { min: number; max: number }, message: string) =>
  z.number(message).int(message).min(limits.min, message).max(limits.max, message);

export const tourValuesSchema = z
  .object({
    translations: translationsSchema,
    durationMinutes: whole(TOUR_LIMITS.durationMinutes, 'error.tour_duration_range'),
    maxPeople: whole(TOUR_LIMITS.maxPeople, 'error.tour_max_people_range'),
    /** Euro per person, at most two decimals; children pay it too (the schema has one price). */
    price: z
      .number('error.tour_price_range')
      .min(TOUR_LIMITS.price.min, 'error.tour_price_range')
      .max(TOUR_LIMITS.price.max, 'error.tour_price_range')
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'error.tour_price_range'),
    /** "HH:MM" in Istanbul time; stored earliest first. */
    startTimes: z
      .array(
        z.string('error.time_invalid').regex(TIME_PATTERN, 'error.time_invalid'),
        'error.tour_start_times',
      )
      .min(TOUR_LIMITS.startTimes.min, 'error.tour_start_times')
      .max(TOUR_LIMITS.startTimes.max, 'error.tour_start_times')
      .transform((times) => [...times].sort()),
    /** ISO weekdays the tour runs (1 Monday … 7 Sunday); stored in that order. */
    weekdays: z
      .array(
        z
          .number('error.tour_weekdays')
          .int('error.tour_weekdays')
          .min(1, 'error.tour_weekdays')
          .max(7, 'error.tour_weekdays'),
        'error.tour_weekdays',
      )
      .min(1, 'error.tour_weekdays')
      .max(7, 'error.tour_weekdays')
      .transform((days) => [...days].sort((a, b) => a - b)),
  })
  .superRefine((values, context) => {
    if (!values.translations.tr.title) {
      context.addIssue({
        code: 'custom',
        path: ['translations', 'tr', 'title'],
        message: 'error.apartment_title_required',
      });
    }
    if (!values.translations.tr.meetingPoint) {
      context.addIssue({
        code: 'custom',
        path: ['translations', 'tr', 'meetingPoint'],
        message: 'error.meeting_point_required',
      });
    }
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = values.translations[language];
      if (!texts.title && (texts.description || texts.slug || texts.meetingPoint)) {
        context.addIssue({
          code: 'custom',
          path: ['translations', language, 'title'],
          message: 'error.apartment_title_required',
        });
      }
    }
    if (new Set(values.startTimes).size !== values.startTimes.length) {
      context.addIssue({ code: 'custom', path: ['startTimes'], message: 'error.tour_start_times' });
    }
    if (new Set(values.weekdays).size !== values.weekdays.length) {
      context.addIssue({ code: 'custom', path: ['weekdays'], message: 'error.tour_weekdays' });
    }
  });
export type TourValues = z.output<typeof tourValuesSchema>;
export type TourValuesInput = z.input<typeof tourValuesSchema>;

const storedTextsSchema = z.object({
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  meetingPoint: z.string(),
});

/** The editor's answer: every value as stored (slugs filled in), all four languages, and what is missing. */
export const tourEditorSchema = z.object({
  id: z.uuid(),
  tourNumber: z.number().int(),
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
    durationMinutes: z.number().int(),
    maxPeople: z.number().int(),
    price: z.number(),
    startTimes: z.array(z.string()),
    weekdays: z.array(z.number().int()),
  }),
});
export type TourEditor = z.infer<typeof tourEditorSchema>;

export const tourIdParamsSchema = z.object({ id: z.uuid('error.tour_not_found') });

export { missingLanguagesOf };
