import { DELETE_ACCOUNT_PHRASES, isDeleteAccountPhrase } from '@konak/domain/auth/auth-limits';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import ModalFrame, { ModalDescription, ModalTitle } from '../../../components/modal/modal-frame';
import { toast } from '../../../components/toast/toast';
import { useLocalizedPath, useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../session/session-provider';
import { deleteAccount } from '../api/delete-account';
import { type FieldMessages, messagesOf } from './call-failure';
import { FormButtons } from './form-buttons';

const FIELDS = ['confirmation', 'password'] as const;
type Field = (typeof FIELDS)[number];

function failureOf(error: unknown, fallback: string) {
  const failure = messagesOf(error, FIELDS, fallback);
  // A wrong password comes back without a field: it belongs on the password field all the same.
  if (error instanceof ApiError && error.code === 'wrong_password' && !failure.fields.password) {
    return { fields: { ...failure.fields, password: error.message }, form: null };
  }
  return failure;
}

/**
 * "Delete my account?" (spec §5): the member types one of the two phrases, shown to them, and their password
 * when the account has one. After DELETE /api/auth/delete-account the sign-in is forgotten and the home page
 * opens.
 */
export default function DeleteAccountDialog({
  hasPassword,
  onCancel,
}: {
  hasPassword: boolean;
  onCancel: () => void;
}) {
  const { t, language } = useTranslation('account');
  const { forget } = useSession();
  const navigate = useNavigate();
  const home = useLocalizedPath()('/');
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [messages, setMessages] = useState<FieldMessages<Field>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const broken: FieldMessages<Field> = {};
    if (!isDeleteAccountPhrase(confirmation)) broken.confirmation = t('deleteAccount.phraseMismatch');
    if (hasPassword && password === '') broken.password = t('deleteAccount.passwordRequired');
    setMessages(broken);
    setFormMessage(null);
    if (Object.keys(broken).length > 0) return;
    setDeleting(true);
    try {
      const answer = await deleteAccount(hasPassword ? { confirmation, password } : { confirmation }, {
        language,
      });
      // Leave the member page first, so its guard does not send a guest to the sign-in prompt, then say goodbye.
      await navigate(home, { replace: true });
      forget();
      toast.success(answer.message);
    } catch (error) {
      const failure = failureOf(error, t('deleteAccount.failed'));
      setMessages(failure.fields);
      setFormMessage(failure.form);
      setDeleting(false);
    }
  };

  return (
    <ModalFrame onClose={() => !deleting && onCancel()}>
      <form onSubmit={submit} noValidate data-testid="delete-account-dialog">
        <ModalTitle>{t('deleteAccount.dialogTitle')}</ModalTitle>
        <ModalDescription>{t('deleteAccount.dialogText')}</ModalDescription>
        <fieldset disabled={deleting} className="mt-4 space-y-4">
          <TextField
            id="delete-confirmation"
            label={t('deleteAccount.phraseLabel')}
            hint={
              <>
                {t('deleteAccount.phraseHint')} <strong lang="tr">{DELETE_ACCOUNT_PHRASES.tr}</strong> /{' '}
                <strong lang="en">{DELETE_ACCOUNT_PHRASES.en}</strong>
              </>
            }
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            required
            message={messages.confirmation}
          />
          {hasPassword && (
            <TextField
              id="delete-password"
              type="password"
              label={t('deleteAccount.password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="current-password"
              required
              message={messages.password}
            />
          )}
          <FormAlert testId="delete-account-error">{formMessage}</FormAlert>
          <FormButtons
            submitLabel={t(deleting ? 'deleteAccount.deleting' : 'deleteAccount.confirm')}
            cancel={{ label: t('deleteAccount.cancel'), onCancel }}
            danger
          />
        </fieldset>
      </form>
    </ModalFrame>
  );
}
