import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '@konak/domain/auth/auth-limits';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FieldMessage } from '../../../components/form/field-message';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { LazyPhoneInput } from '../../../components/phone-input/lazy-phone-input';
import { toast } from '../../../components/toast/toast';
import { useTranslation } from '../../../i18n/i18n-context';
import { storeLanguagePreference } from '../../../i18n/language-cookie';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/language-names';
import { switchLanguageHref } from '../../../i18n/language-path';
import { useSession } from '../../../session/session-provider';
import { updateProfile } from '../api/update-profile';
import { type FieldMessages, messagesOf } from './call-failure';
import { FormButtons } from './form-buttons';
import { UPDATED_BEFORE_LANGUAGE_SWITCH } from './updated-toast-after-language-switch';

const FIELDS = ['name', 'phone', 'preferredLanguage'] as const;
type Field = (typeof FIELDS)[number];

/** Only what changed is sent: the server refuses an empty change and must not re-check an untouched phone. */
function changesOf(user: AuthUser, name: string, phone: string, language: Language) {
  const changes: { name?: string; phone?: string; preferredLanguage?: Language } = {};
  if (name !== user.name) changes.name = name;
  if (phone !== '' && phone.replace(/\s+/g, '') !== (user.phone ?? '').replace(/\s+/g, '')) {
    changes.phone = phone;
  }
  if (language !== user.preferredLanguage) changes.preferredLanguage = language;
  return changes;
}

/**
 * Edits name, phone and preferred language in one PUT /api/auth/update-profile (spec §7). Field errors of the
 * server land on their fields. A new preferred language also becomes the site's: the choice is stored as the
 * language switcher stores it and the page opens again in that language, which then confirms the save.
 */
export function ProfileEditForm({
  user,
  onSaved,
  onCancel,
}: {
  user: AuthUser;
  onSaved: (user: AuthUser) => void;
  onCancel: () => void;
}) {
  const { t, language: pageLanguage } = useTranslation('account');
  const { setUser } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState({ value: user.phone ?? '', valid: true });
  const [language, setLanguage] = useState<Language>(user.preferredLanguage);
  const [messages, setMessages] = useState<FieldMessages<Field>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [showPhoneProblem, setShowPhoneProblem] = useState(false);
  const [saving, setSaving] = useState(false);
  const [phoneOpened, setPhoneOpened] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const nameProblem = trimmed.length < NAME_MIN_LENGTH ? t('profileEdit.nameTooShort') : undefined;
    // A member without a phone may leave it empty; a typed number must follow the spec §5 rules.
    const phoneProblem = phone.value !== '' && !phone.valid;
    setShowPhoneProblem(phoneProblem);
    setMessages({ name: nameProblem });
    setFormMessage(null);
    if (nameProblem || phoneProblem) return;
    const changes = changesOf(user, trimmed, phone.value.trim(), language);
    if (Object.keys(changes).length === 0) {
      onCancel();
      return;
    }
    setSaving(true);
    try {
      const answer = await updateProfile(changes, { language: pageLanguage });
      setUser(answer.user);
      onSaved(answer.user);
      const newLanguage = changes.preferredLanguage;
      if (newLanguage) storeLanguagePreference(newLanguage);
      if (newLanguage && newLanguage !== pageLanguage) {
        // One language per page: the answer's message is in this page's language; the new page confirms in its own.
        navigate(switchLanguageHref(location, newLanguage), {
          preventScrollReset: true,
          state: UPDATED_BEFORE_LANGUAGE_SWITCH,
        });
      } else {
        toast.success(answer.message);
      }
    } catch (error) {
      const failure = messagesOf(error, FIELDS, t('profileEdit.updateFailed'));
      setMessages(failure.fields);
      setFormMessage(failure.form);
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4" data-testid="profile-edit-form">
      <fieldset disabled={saving} className="space-y-4">
        <TextField
          id="profile-edit-name"
          label={t('profile.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          required
          message={messages.name}
        />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: focus bubbles here from the input inside; it is not a control. */}
        <div onFocus={() => setPhoneOpened(true)}>
          <LazyPhoneInput
            id="profile-edit-phone"
            label={t('profile.phone')}
            defaultValue={user.phone ?? ''}
            onChange={({ value, problem }) => setPhone({ value, valid: problem === null })}
            showProblem={showPhoneProblem}
            error={messages.phone}
          />
          {/* The real input shows the server's message itself; the placeholder before it cannot. */}
          {!phoneOpened && <FieldMessage id="profile-edit-phone-server" message={messages.phone} />}
        </div>
        <SelectField
          id="profile-edit-language"
          label={t('profile.preferredLanguage')}
          value={language}
          onChange={(event) => setLanguage(event.currentTarget.value as Language)}
          message={messages.preferredLanguage}
        >
          {SUPPORTED_LANGUAGES.map((code) => (
            // Each language in its own script, as in the header's language menu: a reader finds theirs.
            <option key={code} value={code} lang={code}>
              {NATIVE_LANGUAGE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <FormAlert testId="profile-edit-error">{formMessage}</FormAlert>
        <FormButtons
          submitLabel={t(saving ? 'profileEdit.saving' : 'profileEdit.save')}
          cancel={{ label: t('profileEdit.cancel'), onCancel }}
        />
      </fieldset>
    </form>
  );
}
