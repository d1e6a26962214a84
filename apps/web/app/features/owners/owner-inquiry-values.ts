import type { TranslationKey } from '../../i18n/namespaces';

/** What the owners' contact form holds while it is filled in (select values are strings until sent). */
export type InquiryValues = {
  name: string;
  email: string;
  district: string;
  propertyType: string;
  bedrooms: string;
  message: string;
  consent: boolean;
  /** The honeypot: people never see it. */
  website: string;
};

export type InquiryField = Exclude<keyof InquiryValues, 'website'> | 'phone';

export const EMPTY_VALUES: InquiryValues = {
  name: '',
  email: '',
  district: '',
  propertyType: '',
  bedrooms: '',
  message: '',
  consent: false,
  website: '',
};

/** The order fields appear in, for focusing the first one that needs a correction. */
export const FIELD_ORDER: readonly InquiryField[] = [
  'name',
  'email',
  'phone',
  'district',
  'propertyType',
  'bedrooms',
  'message',
  'consent',
];

/** The request body before the domain schema has checked and normalised it (the bedrooms become a number). */
export function inquiryPayload(values: InquiryValues, phone: string) {
  return { ...values, phone, bedrooms: values.bedrooms === '' ? undefined : Number(values.bedrooms) };
}

type MessageKey = TranslationKey<'owners'>;

// The domain schema names the rule a value breaks (`error.*`); each becomes this form's own text.
const SCHEMA_MESSAGES: Record<string, MessageKey> = {
  'error.name_too_short': 'form.errors.nameTooShort',
  'error.name_too_long': 'form.errors.nameTooLong',
  'error.email_invalid': 'form.errors.emailInvalid',
  'error.owner_district_required': 'form.errors.districtRequired',
  'error.owner_property_type_required': 'form.errors.propertyTypeRequired',
  'error.owner_bedrooms_invalid': 'form.errors.bedroomsRequired',
  'error.owner_message_too_long': 'form.errors.messageTooLong',
  'error.owner_consent_required': 'form.errors.consentRequired',
};

const FALLBACK_MESSAGES: Record<Exclude<InquiryField, 'phone'>, MessageKey> = {
  name: 'form.errors.nameTooShort',
  email: 'form.errors.emailInvalid',
  district: 'form.errors.districtRequired',
  propertyType: 'form.errors.propertyTypeRequired',
  bedrooms: 'form.errors.bedroomsRequired',
  message: 'form.errors.messageTooLong',
  consent: 'form.errors.consentRequired',
};

export type SchemaIssue = { path: readonly PropertyKey[]; message: string };

/**
 * The first rule each field breaks, as this form's message keys. The phone is only marked (its input shows its
 * own rule message); an empty name or e-mail asks for it rather than calling it too short or invalid.
 */
export function problemsOf(
  issues: readonly SchemaIssue[],
  values: InquiryValues,
  phone: string,
): Partial<Record<InquiryField, MessageKey | 'phone'>> {
  const problems: Partial<Record<InquiryField, MessageKey | 'phone'>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === 'phone') {
      problems.phone ??= phone.trim() === '' ? 'form.errors.phoneRequired' : 'phone';
      continue;
    }
    if (typeof field !== 'string' || !(field in FALLBACK_MESSAGES)) continue;
    const name = field as Exclude<InquiryField, 'phone'>;
    problems[name] ??= SCHEMA_MESSAGES[issue.message] ?? FALLBACK_MESSAGES[name];
  }
  if (problems.name && values.name.trim() === '') problems.name = 'form.errors.nameRequired';
  if (problems.email && values.email.trim() === '') problems.email = 'form.errors.emailRequired';
  return problems;
}
