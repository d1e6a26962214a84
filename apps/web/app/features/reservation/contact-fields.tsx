import { RESERVATION_MESSAGE_MAX_LENGTH as MESSAGE_MAX_LENGTH } from '@konak/domain/reservations/reservation-limits';
import { type ChangeEvent, useState } from 'react';
import { FieldMessage } from '../../components/form/field-message';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { LazyPhoneInput } from '../../components/phone-input/lazy-phone-input';
import { useTranslation } from '../../i18n/i18n-context';
import { CountrySelect } from './country-select';
import type { ReservationValues } from './reservation-values';

type ContactValues = Pick<ReservationValues, 'name' | 'email' | 'phone' | 'country' | 'message'>;

export type ContactMessages = Partial<Record<keyof ContactValues, string | null>>;

/**
 * Who stays and how to reach them (spec §3): name, e-mail, phone with its country, country of residence and a
 * message. A member's profile fills the first three; they may book for someone else, so all stay editable.
 */
export function ContactFields({
  kind,
  values,
  onChange,
  onPhoneChange,
  messages,
  serverPhoneError,
  showPhoneProblem,
  phoneKey,
}: {
  /** A tour guest has no arrival time to tell: the message hint differs. */
  kind: 'apartment' | 'tour';
  values: ContactValues;
  onChange: (change: Partial<ContactValues>) => void;
  onPhoneChange: (phone: string, valid: boolean, country: string | null) => void;
  messages: ContactMessages;
  /** What the server said about the phone number; the input's own rule messages cover the rest. */
  serverPhoneError: string | null;
  /** After an attempt to book, the phone input shows its rule message even if it was never left. */
  showPhoneProblem: boolean;
  /** Changes when the profile fills the phone in, so the input starts again from the new value. */
  phoneKey: string;
}) {
  const { t } = useTranslation('reservation');
  // Focusing the placeholder swaps in the real phone input, which shows its own messages from then on.
  const [phoneOpened, setPhoneOpened] = useState(false);
  const textFieldOf = (field: 'name' | 'email') => ({
    id: `reservation-${field}`,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.currentTarget.value }),
    message: messages[field],
  });
  return (
    <div className="space-y-4">
      <TextField {...textFieldOf('name')} label={t('contact.name')} autoComplete="name" required />
      <TextField
        {...textFieldOf('email')}
        type="email"
        label={t('contact.email')}
        autoComplete="email"
        required
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus bubbles here from the input inside; it is not a control. */}
      <div onFocus={() => setPhoneOpened(true)}>
        <LazyPhoneInput
          key={phoneKey}
          id="reservation-phone"
          label={t('contact.phone')}
          defaultValue={values.phone}
          onChange={({ value, problem, country }) => onPhoneChange(value, problem === null, country)}
          showProblem={showPhoneProblem}
          error={serverPhoneError ?? undefined}
          required
        />
        {/* The input shows its own message once it has loaded; until then this one stands in. */}
        {!phoneOpened && <FieldMessage id="reservation-phone-pending" message={messages.phone} />}
      </div>
      <CountrySelect
        id="reservation-country"
        label={t('contact.country')}
        value={values.country}
        onChange={(country) => onChange({ country })}
      />
      <TextAreaField
        id="reservation-message"
        label={t('contact.message')}
        hint={t(kind === 'tour' ? 'tour.messageHint' : 'contact.messageHint')}
        value={values.message}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
        onChange={(event) => onChange({ message: event.currentTarget.value })}
        message={messages.message}
      />
    </div>
  );
}
