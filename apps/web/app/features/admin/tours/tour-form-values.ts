import type { TourEditor, TourValuesInput } from '@konak/domain/api/admin/tour-editor-fields';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';

export type TourTextsState = { title: string; description: string; slug: string; meetingPoint: string };

/** The editor's values as its inputs hold them: numbers and times as typed, so nothing half-typed is lost. */
export type TourFormState = {
  translations: Record<Language, TourTextsState>;
  durationMinutes: string;
  maxPeople: string;
  price: string;
  /** Start times as one comma-separated line ("10:00, 14:30"). */
  startTimes: string;
  weekdays: number[];
};

export type TourNumberField = 'durationMinutes' | 'maxPeople' | 'price';

const EMPTY_TEXTS: TourTextsState = { title: '', description: '', slug: '', meetingPoint: '' };

/** A new tour starts as the columns' defaults do: every day at 10:00. */
const NEW_TOUR: TourFormState = {
  translations: { tr: EMPTY_TEXTS, en: EMPTY_TEXTS, ar: EMPTY_TEXTS, ru: EMPTY_TEXTS },
  durationMinutes: '120',
  maxPeople: '12',
  price: '',
  startTimes: '10:00',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
};

export function initialTourState(editor: TourEditor | null): TourFormState {
  if (!editor) return NEW_TOUR;
  const { values } = editor;
  return {
    translations: values.translations,
    durationMinutes: String(values.durationMinutes),
    maxPeople: String(values.maxPeople),
    price: String(values.price),
    startTimes: values.startTimes.join(', '),
    weekdays: values.weekdays,
  };
}

/** An empty box goes as null, which the server names as missing; a comma is read as the decimal point. */
const numberOf = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

/** The request body of create and update: the server validates every value and answers per field. */
export function tourBodyOf(state: TourFormState): TourValuesInput {
  const translations = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => {
      const texts = state.translations[language];
      return [language, { ...texts, slug: texts.slug.trim() || null }];
    }),
  ) as TourValuesInput['translations'];
  return {
    translations,
    durationMinutes: numberOf(state.durationMinutes) as number,
    maxPeople: numberOf(state.maxPeople) as number,
    price: numberOf(state.price) as number,
    startTimes: state.startTimes
      .split(/[,;\s]+/)
      .map((time) => time.trim())
      .filter(Boolean),
    weekdays: state.weekdays,
  };
}
