import { AUDIT_SUBJECT_TYPES } from '@konak/domain/api/admin/list-audit-events';
import { type FormEvent, useId } from 'react';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';
import { FilterForm, FilterSelect } from '../shell/filter-form';

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
    <FilterForm
      key={JSON.stringify(values)}
      columns={5}
      onSubmit={submit}
      onClear={() => onApply({ subjectType: '', action: '', from: '', to: '' })}
    >
      <FilterSelect
        id={`${id}-type`}
        name="subjectType"
        label={t('audit.subjectType')}
        defaultValue={values.subjectType}
        values={AUDIT_SUBJECT_TYPES}
        labelOf={(type) => t(`audit.subjectTypes.${type}`)}
      />
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
    </FilterForm>
  );
}
