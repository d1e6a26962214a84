import { ISTANBUL_DISTRICTS, OWNER_MESSAGE_MAX_LENGTH } from '@konak/domain/owners/owner-inquiry-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { LazyPhoneInput } from '../../components/phone-input/lazy-phone-input';
import { useTranslation } from '../../i18n/i18n-context';
import { useHydrated } from '../../lib/use-hydrated';
import { FieldMessage, SelectField, TextAreaField, TextField } from './owner-form-controls';
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
        <TextField
          id={idOf('name')}
          name="name"
          label={t('form.name')}
          value={values.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          autoComplete="name"
          maxLength={100}
          required
          message={messageOf('name')}
        />
        <TextField
          id={idOf('email')}
          name="email"
          type="email"
          label={t('form.email')}
          value={values.email}
          onChange={(event) => change('email', event.currentTarget.value)}
          autoComplete="email"
          maxLength={254}
          required
          message={messageOf('email')}
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
          <SelectField
            id={idOf('district')}
            name="district"
            label={t('form.district')}
            value={values.district}
            onChange={(event) => change('district', event.currentTarget.value)}
            required
            message={messageOf('district')}
          >
            <option value="">{t('form.districtPlaceholder')}</option>
            {ISTANBUL_DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {district}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={idOf('propertyType')}
            name="propertyType"
            label={t('form.propertyType')}
            value={values.propertyType}
            onChange={(event) => change('propertyType', event.currentTarget.value)}
            required
            message={messageOf('propertyType')}
          >
            <PropertyTypeOptions />
          </SelectField>
        </div>
        <SelectField
          id={idOf('bedrooms')}
          name="bedrooms"
          label={t('form.bedrooms')}
          value={values.bedrooms}
          onChange={(event) => change('bedrooms', event.currentTarget.value)}
          required
          message={messageOf('bedrooms')}
        >
          <BedroomOptions />
        </SelectField>
        <TextAreaField
          id={idOf('message')}
          name="message"
          label={t('form.message')}
          hint={t('form.messageHint')}
          value={values.message}
          onChange={(event) => change('message', event.currentTarget.value)}
          maxLength={OWNER_MESSAGE_MAX_LENGTH}
          rows={4}
          message={messageOf('message')}
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
        {formError && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 p-3 text-sm text-red-800"
            data-testid="owner-inquiry-error"
          >
            {formError}
          </p>
        )}
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
