import type { SiteSettingsResponse } from '@konak/domain/api/admin/site-settings';
import { type FormEvent, useId, useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { formatIstanbulInstant } from '../../../lib/format';
import { updateSettings } from './api/update-settings';
import { MAINTENANCE_CHANGED_EVENT } from './maintenance-banner';

type Values = SiteSettingsResponse['values'];
type TextName = Exclude<keyof Values, 'maintenanceEnabled' | 'guaranteeFeePercent'>;

const SECTION = 'space-y-3 rounded-xl border border-stone-200 bg-white p-4';

/** The settings form (admin): every value at once; the server checks them and names each wrong field. */
export function SettingsForm({
  answer,
  onSaved,
}: {
  answer: SiteSettingsResponse;
  onSaved: (answer: SiteSettingsResponse) => void;
}) {
  const { t } = useTranslation('admin-settings');
  const { t: tAdmin } = useTranslation('admin');
  const { language } = useLanguage();
  const id = useId();
  const { values, defaults } = answer;
  const [maintenance, setMaintenance] = useState(values.maintenanceEnabled);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: TextName) => String(form.get(name) ?? '').trim() || null;
    const fee = String(form.get('guaranteeFeePercent') ?? '').trim();
    setSaving(true);
    setError(null);
    setSaved(false);
    setFieldErrors({});
    try {
      const next = await updateSettings({
        bankName: text('bankName'),
        bankAccountHolder: text('bankAccountHolder'),
        bankIban: text('bankIban'),
        whatsappNumber: text('whatsappNumber'),
        operatorEmail: text('operatorEmail'),
        guaranteeFeePercent: fee === '' ? null : Number(fee),
        maintenanceEnabled: maintenance,
        maintenanceMessage: text('maintenanceMessage'),
      });
      onSaved(next);
      setSaved(true);
      window.dispatchEvent(new Event(MAINTENANCE_CHANGED_EVENT));
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors.length > 0) {
        setFieldErrors(Object.fromEntries(caught.errors.map((item) => [item.field, item.message])));
        setError(t('fixFields'));
      } else {
        setError(caught instanceof ApiError ? caught.message : tAdmin('load.failed'));
      }
    } finally {
      setSaving(false);
    }
  }

  const field = (name: TextName, label: string, hint?: string) => ({
    id: `${id}-${name}`,
    name,
    label,
    defaultValue: values[name] ?? '',
    message: fieldErrors[name] ?? null,
    hint,
  });
  const bankDefault = (value: string) =>
    defaults.bankIsExample ? t('exampleValue', { value }) : t('defaultValue', { value });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" key={answer.updatedAt ?? 'unset'}>
      <FormAlert>{error}</FormAlert>
      {saved && (
        <p role="status" className="rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-800">
          {t('saved')}
        </p>
      )}
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold text-stone-900">{t('maintenance')}</legend>
        <CheckboxField
          id={`${id}-maintenanceEnabled`}
          name="maintenanceEnabled"
          checked={maintenance}
          onCheckedChange={setMaintenance}
          label={t('maintenanceEnabled')}
          message={fieldErrors.maintenanceEnabled ?? null}
        />
        <p className="text-sm text-stone-600">{t('maintenanceText')}</p>
        <TextAreaField {...field('maintenanceMessage', t('maintenanceMessage'))} rows={3} maxLength={500} />
      </fieldset>
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold text-stone-900">{t('bank')}</legend>
        <TextField {...field('bankName', t('bankName'), bankDefault(defaults.bankName))} autoComplete="off" />
        <TextField
          {...field('bankAccountHolder', t('bankAccountHolder'), bankDefault(defaults.bankAccountHolder))}
          autoComplete="off"
        />
        <TextField
          {...field('bankIban', t('bankIban'), bankDefault(defaults.bankIban))}
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
        />
      </fieldset>
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold text-stone-900">{t('contact')}</legend>
        <TextField
          {...field(
            'whatsappNumber',
            t('whatsappNumber'),
            `${t('whatsappHint')} ${t('defaultValue', { value: defaults.whatsappNumber })}`,
          )}
          inputMode="tel"
          autoComplete="off"
        />
        <TextField
          {...field(
            'operatorEmail',
            t('operatorEmail'),
            t('defaultValue', { value: defaults.operatorEmail }),
          )}
          type="email"
          autoComplete="off"
        />
      </fieldset>
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold text-stone-900">{t('booking')}</legend>
        <TextField
          id={`${id}-guaranteeFeePercent`}
          name="guaranteeFeePercent"
          label={t('guaranteeFeePercent')}
          hint={`${t('guaranteeFeeHint')} ${t('defaultValue', { value: defaults.guaranteeFeePercent })}`}
          type="number"
          min={15}
          max={25}
          step={1}
          inputMode="numeric"
          defaultValue={values.guaranteeFeePercent ?? ''}
          message={fieldErrors.guaranteeFeePercent ?? null}
        />
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="button-primary min-h-11 px-6" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
        {answer.updatedAt && (
          <p className="text-sm text-stone-600">
            {t('lastChange', { date: formatIstanbulInstant(answer.updatedAt, language) })}
          </p>
        )}
      </div>
    </form>
  );
}
