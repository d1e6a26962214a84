import type { ApartmentEditor, ApartmentValuesInput } from '@konak/domain/api/admin/apartment-editor-fields';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';

export type TextsState = { title: string; description: string; slug: string };

/** The editor's values as its inputs hold them: numbers as typed, so a half-typed value is never lost. */
export type FormState = {
  translations: Record<Language, TextsState>;
  rooms: string;
  bathrooms: string;
  sizeM2: string;
  maxCapacity: string;
  maxAdults: string;
  maxChildren: string;
  checkInTime: string;
  checkOutTime: string;
  district: string;
  neighborhood: string;
  address: string;
  latitude: string;
  longitude: string;
  guaranteeFeePercent: string;
  basePrice: string;
  permitNumber: string;
  isFeatured: boolean;
  amenityKeys: string[];
};

export type TextFieldName = Exclude<keyof FormState, 'translations' | 'isFeatured' | 'amenityKeys'>;

const EMPTY_TEXTS: TextsState = { title: '', description: '', slug: '' };

/** A new apartment starts from the house defaults (spec §9: 14:00, 11:00, 20 %, four guests). */
const NEW_APARTMENT: FormState = {
  translations: { tr: EMPTY_TEXTS, en: EMPTY_TEXTS, ar: EMPTY_TEXTS, ru: EMPTY_TEXTS },
  rooms: '1',
  bathrooms: '1',
  sizeM2: '50',
  maxCapacity: '4',
  maxAdults: '',
  maxChildren: '',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  district: '',
  neighborhood: '',
  address: '',
  latitude: '',
  longitude: '',
  guaranteeFeePercent: '20',
  basePrice: '',
  permitNumber: '',
  isFeatured: false,
  amenityKeys: [],
};

const shown = (value: number | string | null) => (value === null ? '' : String(value));

export function initialState(editor: ApartmentEditor | null): FormState {
  if (!editor) return NEW_APARTMENT;
  const { values } = editor;
  return {
    translations: values.translations,
    rooms: shown(values.rooms),
    bathrooms: shown(values.bathrooms),
    sizeM2: shown(values.sizeM2),
    maxCapacity: shown(values.maxCapacity),
    maxAdults: shown(values.maxAdults),
    maxChildren: shown(values.maxChildren),
    checkInTime: values.checkInTime,
    checkOutTime: values.checkOutTime,
    district: shown(values.district),
    neighborhood: shown(values.neighborhood),
    address: shown(values.address),
    latitude: shown(values.latitude),
    longitude: shown(values.longitude),
    guaranteeFeePercent: shown(values.guaranteeFeePercent),
    basePrice: shown(values.basePrice),
    permitNumber: shown(values.permitNumber),
    isFeatured: values.isFeatured,
    amenityKeys: values.amenityKeys,
  };
}

/** An empty box is "not given" (null); anything else goes as a number, which the server checks and names. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

/** The request body of create and update: the server validates every value and answers per field. */
export function bodyOf(state: FormState): ApartmentValuesInput {
  const translations = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => {
      const texts = state.translations[language];
      return [
        language,
        { title: texts.title, description: texts.description, slug: texts.slug.trim() || null },
      ];
    }),
  ) as ApartmentValuesInput['translations'];
  return {
    translations,
    rooms: numberOrNull(state.rooms) as number,
    bathrooms: numberOrNull(state.bathrooms) as number,
    sizeM2: numberOrNull(state.sizeM2) as number,
    maxCapacity: numberOrNull(state.maxCapacity) as number,
    maxAdults: numberOrNull(state.maxAdults),
    maxChildren: numberOrNull(state.maxChildren),
    amenityKeys: state.amenityKeys,
    checkInTime: state.checkInTime,
    checkOutTime: state.checkOutTime,
    district: state.district,
    neighborhood: state.neighborhood,
    address: state.address,
    latitude: numberOrNull(state.latitude),
    longitude: numberOrNull(state.longitude),
    guaranteeFeePercent: numberOrNull(state.guaranteeFeePercent) as number,
    basePrice: numberOrNull(state.basePrice) as number,
    permitNumber: state.permitNumber,
    isFeatured: state.isFeatured,
  };
}
