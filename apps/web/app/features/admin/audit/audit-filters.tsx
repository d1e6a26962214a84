import { AUDIT_SUBJECT_TYPES } from '@konak/domain/api/admin/list-audit-events';
import { type FormEvent, useId } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';

export type AuditFilterValues = { subjectType: string; action: string; from: string; to: string };

/** The audit trail's filters; they live in the address, so a filtered view can be shared and reloaded. */
export function AuditFilters({
  values,
  onApply,
}: {
  values: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: keyof AuditFilterValues) => String(form.get(name) ?? '').trim();
    onApply({ subjectType: read('subjectType'), action: read('action'), from: read('from'), to: read('to') });
  }
  return (
    <form
      onSubmit={submit}
      // Remounted when the address changes (back button, "clear"), so the fields show what is applied.
      key={JSON.stringify(values)}
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <SelectField
        id={`${id}-type`}
        name="subjectType"
        label={t('audit.subjectType')}
        defaultValue={values.subjectType}
      >
        <option value="">{t('filters.any')}</option>
        {AUDIT_SUBJECT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`audit.subjectTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-action`}
        name="action"
        label={t('audit.action')}
        defaultValue={values.action}
        placeholder="reservation.approve"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        id={`${id}-from`}
        name="from"
        type="date"
        label={t('filters.from')}
        defaultValue={values.from}
      />
      <TextField id={`${id}-to`} name="to" type="date" label={t('filters.to')} defaultValue={values.to} />
      <div className="flex gap-2">
        <button type="submit" className="button-primary min-h-11 flex-1">
          {t('filters.apply')}
        </button>
        <button
          type="button"
          onClick={() => onApply({ subjectType: '', action: '', from: '', to: '' })}
          className="min-h-11 rounded-xl border border-stone-300 bg-white px-4 font-medium hover:bg-stone-100"
        >
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
