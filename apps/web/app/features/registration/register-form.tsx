import { DEFAULT_PHONE_COUNTRY } from '@konak/domain/auth/phone-rules';
import { type ChangeEvent, type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormAlert } from '../../components/form/form-alert';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/text-field';
import { useModal } from '../../components/modal/modal-provider';
import { PhoneInput, type PhoneInputChange } from '../../components/phone-input/phone-input';
import { useTranslation } from '../../i18n/i18n-context';
import { register } from './api/register';
import { type RegisterFailure, registerFailure } from './register-account';
import {
  type FieldError,
  type RegisterField,
  type RegisterFields,
  registrationPayload,
  validateRegistration,
} from './register-validation';

type TextFieldName = Exclude<RegisterField, 'acceptTerms'>;

// Where the focus goes when a submit finds problems: the first invalid field in reading order.
const FIELD_ORDER = ['name', 'email', 'phone', 'password', 'confirmPassword', 'acceptTerms'] as const;

/**
 * The registration form (spec §2, §5): full name, e-mail, phone, password twice and the terms checkbox,
 * checked with the domain rules before anything is sent. Success opens the e-mail code step.
 */
export function RegisterForm({
  returnTo,
  termsAccepted,
  onTermsAcceptedChange,
  onShowTerms,
  termsCheckbox,
  termsLink,
}: {
  returnTo?: string;
  termsAccepted: boolean;
  onTermsAcceptedChange: (accepted: boolean) => void;
  onShowTerms: () => void;
  termsCheckbox: RefObject<HTMLInputElement | null>;
  termsLink: RefObject<HTMLButtonElement | null>;
}) {
  const { t, language } = useTranslation('registration');
  const { open, isAvailable } = useModal();
  const id = useId();
  const [text, setText] = useState<Record<TextFieldName, string>>({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [phone, setPhone] = useState<PhoneInputChange>({
    value: '',
    country: DEFAULT_PHONE_COUNTRY,
    problem: { code: 'required' },
  });
  // Field messages appear after the first submit attempt and then follow every change.
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<RegisterFailure | null>(null);
  const [sending, setSending] = useState(false);
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
    acceptTerms: termsCheckbox,
  };

  const fields: RegisterFields = { ...text, acceptTerms: termsAccepted };
  const errors = attempted ? validateRegistration(fields) : {};
  const message = (error: FieldError | undefined) =>
    error ? t(error.key, { count: error.count ?? 0 }) : null;
  const emailError = failure?.kind === 'email-exists' ? t('fieldErrors.emailExists') : message(errors.email);
  const formError =
    failure?.kind === 'message'
      ? failure.message
      : failure?.kind === 'network'
        ? t('errors.network')
        : failure?.kind === 'failed'
          ? t('errors.registrationFailed')
          : null;

  function edit(field: TextFieldName, value: string) {
    setText((previous) => ({ ...previous, [field]: value }));
    // A server verdict on the e-mail no longer applies to another address.
    if (field === 'email' && failure?.kind === 'email-exists') setFailure(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    setFailure(null);
    const found = validateRegistration(fields);
    const firstInvalid = FIELD_ORDER.find((field) =>
      field === 'phone' ? phone.problem !== null : found[field] !== undefined,
    );
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await register(registrationPayload(fields, phone.value, language));
      open('verify-email', { tempToken: answer.tempToken, email: answer.user.email, returnTo });
    } catch (error) {
      const shown = registerFailure(error);
      setFailure(shown);
      setSending(false);
      if (shown.kind === 'email-exists') requestAnimationFrame(() => inputs.email.current?.focus());
    }
  }

  /** What a text field takes from the form: its input's ref, its id, its value and change, its message. */
  const fieldOf = (field: TextFieldName, fieldMessage: string | null) => ({
    ref: inputs[field],
    id: `${id}-${field}`,
    value: text[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit(field, event.target.value),
    message: fieldMessage,
  });

  const [termsBefore = '', termsAfter = ''] = t('register.acceptTerms', { terms: '\u0000' }).split('\u0000');
  const termsError = message(errors.acceptTerms);

  return (
    <form noValidate onSubmit={submit} aria-busy={sending} data-testid="register-form">
      <fieldset disabled={sending} className="mt-4 space-y-4">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextField
          {...fieldOf('name', message(errors.name))}
          label={t('register.name')}
          autoComplete="name"
          required
        />
        <TextField
          {...fieldOf('email', emailError)}
          label={t('register.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
        />
        <PhoneInput
          ref={inputs.phone}
          id={`${id}-phone`}
          name="phone"
          required
          onChange={setPhone}
          showProblem={attempted}
          disabled={sending}
        />
        <PasswordField
          {...fieldOf('password', message(errors.password))}
          label={t('register.password')}
          hint={t('register.passwordHint')}
          hintBelow
          showLabel={t('register.showPassword')}
          autoComplete="new-password"
          required
        />
        <PasswordField
          {...fieldOf('confirmPassword', message(errors.confirmPassword))}
          label={t('register.confirmPassword')}
          showLabel={t('register.showPassword')}
          autoComplete="new-password"
          required
        />
        <CheckboxField
          ref={termsCheckbox}
          id={`${id}-terms`}
          checked={termsAccepted}
          onCheckedChange={onTermsAcceptedChange}
          aria-label={t('register.acceptTerms', { terms: t('register.acceptTermsLink') })}
          message={termsError}
          data-testid="register-terms-checkbox"
          text={
            <p className="text-sm text-stone-800">
              {termsBefore ? <label htmlFor={`${id}-terms`}>{termsBefore}</label> : null}
              <button
                ref={termsLink}
                type="button"
                onClick={onShowTerms}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                data-testid="register-terms-link"
              >
                {t('register.acceptTermsLink')}
              </button>
              {termsAfter ? <label htmlFor={`${id}-terms`}>{termsAfter}</label> : null}
            </p>
          }
        />
        {/* Looks disabled until the terms are accepted but stays focusable and pressable (Enter in a field too):
            pressing it says what is missing, starting with the first field to fix (decision 096). */}
        <button
          type="submit"
          aria-disabled={termsAccepted ? undefined : true}
          className="button-primary w-full aria-disabled:cursor-not-allowed aria-disabled:bg-stone-300 aria-disabled:text-stone-700"
          data-testid="register-submit"
        >
          {sending ? t('register.submitting') : t('register.submit')}
        </button>
      </fieldset>
      {isAvailable('login') ? (
        <p className="mt-4 text-center text-sm text-stone-700">
          {t('register.haveAccount')}{' '}
          <button
            type="button"
            onClick={() => open('login', { returnTo })}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            data-testid="register-login-link"
          >
            {t('register.login')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
