import { ISTANBUL_DISTRICTS, OWNER_MESSAGE_MAX_LENGTH } from '@konak/domain/owners/owner-inquiry-rules';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { FieldMessage } from '../../components/form/field-message';
import { FormAlert } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { LazyPhoneInput } from '../../components/phone-input/lazy-phone-input';
import { useTranslation } from '../../i18n/i18n-context';
import { useHydrated } from '../../lib/use-hydrated';
import { BedroomOptions, ConsentField, HoneypotField, PropertyTypeOptions } from './owner-inquiry-choices';
import {
  EMPTY_VALUES,
  FIELD_ORDER,
  type InquiryField,
  type InquiryValues,
  inquiryPayload,
  problemsOf,
} from './owner-inquiry-values';
import { type InquirySchema, loadInquirySchema, type SentInquiry, sendInquiry } from './submit-owner-inquiry';

const ID = 'owner-inquiry';
const idOf = (field: InquiryField) => `${ID}-${field}`;

type TextValueField = Exclude<keyof InquiryValues, 'consent' | 'website'>;
type ControlChange = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * The owners' contact form: checked in the browser with the same domain schema the server uses (loaded when
 * the form is first touched), sent as JSON to POST /api/owners/inquiries. Field errors of either side land on
 * their fields; anything else (rate limit, network) above the button. Sending is possible only once the code
 * has hydrated, so the browser never submits the form natively with the owner's details in the address.
 */
export function OwnerInquiryForm({ onSent }: { onSent: (sent: SentInquiry) => void }) {
  const { t, language } = useTranslation('owners');
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<InquiryValues>(EMPTY_VALUES);
  const [phone, setPhone] = useState('');
  const [phoneOpened, setPhoneOpened] = useState(false);
  const [schema, setSchema] = useState<InquirySchema | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [serverMessages, setServerMessages] = useState<Partial<Record<InquiryField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const prepare = () => {
    if (!schema) void loadInquirySchema().then(setSchema);
  };

  // Text typed before the page's code arrived is in the fields but not in the state yet: take it over.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed = (name: string) => (elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    setValues((current) => ({
      ...current,
      name: typed('name') || current.name,
      email: typed('email') || current.email,
      message: typed('message') || current.message,
    }));
  }, []);

  const problems =
    attempted && schema
      ? problemsOf(schema.safeParse(inquiryPayload(values, phone)).error?.issues ?? [], values, phone)
      : {};
  const messageOf = (field: InquiryField): string | undefined => {
    const problem = problems[field];
    if (problem && problem !== 'phone') return t(problem);
    return serverMessages[field];
  };

  const change = (field: keyof InquiryValues, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerMessages(({ [field as InquiryField]: _old, ...rest }) => rest);
  };

  /** What a field holding text takes from the form: its id and name, its value and change, its message. */
  const fieldOf = (field: TextValueField) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    onChange: (event: ControlChange) => change(field, event.currentTarget.value),
    message: messageOf(field),
  });

  const focusFirst = (fields: Partial<Record<InquiryField, unknown>>) => {
    const first = FIELD_ORDER.find((field) => fields[field]);
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setFormError(null);
    const checker = schema ?? (await loadInquirySchema());
    setSchema(checker);
    const checked = checker.safeParse(inquiryPayload(values, phone));
    if (!checked.success) {
      focusFirst(problemsOf(checked.error.issues, values, phone));
      return;
    }
    setSending(true);
    const outcome = await sendInquiry(checked.data, language);
    setSending(false);
    if (outcome.ok) {
      onSent(outcome.sent);
      return;
    }
    setServerMessages(outcome.fields);
    setFormError(outcome.message ?? (Object.keys(outcome.fields).length > 0 ? null : t('form.failed')));
    focusFirst(outcome.fields);
  };

  const phoneMessage = messageOf('phone');
  const hasProblems = Object.keys(problems).length > 0;

  return (
    <form
      ref={form}
      onSubmit={submit}
      onFocus={prepare}
      noValidate
      aria-busy={sending}
      className="space-y-5"
      data-testid="owner-inquiry-form"
    >
      <p className="text-sm text-stone-700">{t('form.requiredNote')}</p>
      <fieldset disabled={sending} className="space-y-5">
        <TextField {...fieldOf('name')} label={t('form.name')} autoComplete="name" maxLength={100} required />
        <TextField
          {...fieldOf('email')}
          type="email"
          label={t('form.email')}
          autoComplete="email"
          maxLength={254}
          required
        />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: focus bubbles here from the input inside; it is not a control. */}
        <div onFocus={() => setPhoneOpened(true)}>
          <LazyPhoneInput
            id={idOf('phone')}
            label={t('form.phone')}
            onChange={({ value }) => {
              setPhone(value);
              setServerMessages(({ phone: _old, ...rest }) => rest);
            }}
            showProblem={problems.phone !== undefined}
            error={serverMessages.phone}
            required
          />
          {/* The real input shows its own messages once it has loaded; until then this one stands in. */}
          {!phoneOpened && <FieldMessage id={`${idOf('phone')}-pending`} message={phoneMessage} />}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField {...fieldOf('district')} label={t('form.district')} required>
            <option value="">{t('form.districtPlaceholder')}</option>
            {ISTANBUL_DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {district}
              </option>
            ))}
          </SelectField>
          <SelectField {...fieldOf('propertyType')} label={t('form.propertyType')} required>
            <PropertyTypeOptions />
          </SelectField>
        </div>
        <SelectField {...fieldOf('bedrooms')} label={t('form.bedrooms')} required>
          <BedroomOptions />
        </SelectField>
        <TextAreaField
          {...fieldOf('message')}
          label={t('form.message')}
          hint={t('form.messageHint')}
          maxLength={OWNER_MESSAGE_MAX_LENGTH}
          rows={4}
        />
        <ConsentField
          id={idOf('consent')}
          checked={values.consent}
          onChange={(consent) => change('consent', consent)}
          message={messageOf('consent')}
        />
        <HoneypotField value={values.website} onChange={(website) => change('website', website)} />
        {hasProblems && (
          <p role="alert" className="text-sm font-medium text-red-700" data-testid="owner-inquiry-problems">
            {t('form.problems')}
          </p>
        )}
        {formError && <FormAlert testId="owner-inquiry-error">{formError}</FormAlert>}
        <button
          type="submit"
          className="button-primary w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
          disabled={!hydrated}
          data-testid="owner-inquiry-submit"
        >
          {t(sending ? 'form.sending' : 'form.submit')}
        </button>
      </fieldset>
    </form>
  );
}
