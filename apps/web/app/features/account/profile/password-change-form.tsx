import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@konak/domain/auth/auth-limits';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/toast/toast';
import { useTranslation } from '../../../i18n/i18n-context';
import { changePassword } from '../api/change-password';
import { type FieldMessages, messagesOf } from './call-failure';
import { FormButtons } from './form-buttons';
import { CARD_CLASSES } from './profile-classes';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password change (spec §5, §7): the current password, a new one of at least 6 characters and its
 * confirmation. A wrong current password is the server's message on that field (spec §8). Only for accounts
 * that have a password; Google-only accounts have none to change.
 */
export function PasswordChangeForm() {
  const { t, language } = useTranslation('account');
  const [values, setValues] = useState(EMPTY);
  const [messages, setMessages] = useState<FieldMessages<Field>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const rulesBroken = (): FieldMessages<Field> => {
    const broken: FieldMessages<Field> = {};
    if (values.currentPassword === '') broken.currentPassword = t('password.currentRequired');
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
      broken.newPassword = t('password.tooShort', { min: PASSWORD_MIN_LENGTH });
    }
    if (values.confirmPassword !== values.newPassword) broken.confirmPassword = t('password.mismatch');
    return broken;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = rulesBroken();
    setMessages(broken);
    setFormMessage(null);
    if (Object.keys(broken).length > 0) return;
    setSaving(true);
    try {
      const answer = await changePassword(
        { currentPassword: values.currentPassword, newPassword: values.newPassword },
        { language },
      );
      setValues(EMPTY);
      toast.success(answer.message);
    } catch (error) {
      const failure = messagesOf(error, FIELDS, t('password.changeFailed'));
      setMessages(failure.fields);
      setFormMessage(failure.form);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Field, autoComplete: string) => ({
    id: `password-${name}`,
    type: 'password',
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
    autoComplete,
    maxLength: PASSWORD_MAX_LENGTH,
    required: true,
    message: messages[name],
  });

  return (
    <section aria-labelledby="password-title" className={CARD_CLASSES} data-testid="password-change">
      <h2 id="password-title" className="text-lg font-semibold text-stone-900">
        {t('password.title')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4">
        <fieldset disabled={saving} className="space-y-4">
          <TextField label={t('password.current')} {...field('currentPassword', 'current-password')} />
          <TextField
            label={t('password.new')}
            hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
            {...field('newPassword', 'new-password')}
          />
          <TextField label={t('password.confirm')} {...field('confirmPassword', 'new-password')} />
          <FormAlert testId="password-error">{formMessage}</FormAlert>
          <FormButtons submitLabel={t(saving ? 'password.saving' : 'password.save')} />
        </fieldset>
      </form>
    </section>
  );
}
