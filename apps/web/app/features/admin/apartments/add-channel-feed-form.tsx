import { CHANNEL_LABELS, type ChannelLabel } from '@konak/domain/api/admin/channel-feed-fields';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { addChannelFeed } from './api/add-channel-feed';

/** Adds another channel's calendar address; the server checks it and says what is wrong. */
export function AddChannelFeedForm({
  apartmentId,
  onAdded,
}: {
  apartmentId: string;
  onAdded: () => Promise<void>;
}) {
  const { t } = useTranslation('admin-apartments');
  const id = useId();
  const [label, setLabel] = useState<ChannelLabel>('airbnb');
  const [url, setUrl] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ url?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure({});
    try {
      await addChannelFeed(apartmentId, { label, url });
      setUrl('');
      await onAdded();
    } catch (error) {
      const urlError =
        error instanceof ApiError ? error.errors.find((item) => item.field === 'url') : undefined;
      if (urlError) setFailure({ url: urlError.message });
      else
        setFailure({
          form: error instanceof ApiError && error.hasServerMessage ? error.message : t('channels.failed'),
        });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
      <fieldset disabled={saving} className="contents">
        <SelectField
          id={`${id}-label`}
          label={t('channels.label')}
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value as ChannelLabel)}
        >
          {CHANNEL_LABELS.map((value) => (
            <option key={value} value={value}>
              {t(`channels.labels.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-url`}
          label={t('channels.url')}
          hint={t('channels.urlHint')}
          type="url"
          dir="ltr"
          autoComplete="off"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          message={failure.url ?? null}
        />
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('channels.add')}
        </button>
      </fieldset>
      {failure.form ? (
        <div className="sm:col-span-3">
          <FormAlert>{failure.form}</FormAlert>
        </div>
      ) : null}
    </form>
  );
}
