import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { useTranslation } from '../../../i18n/i18n-context';
import type { ListingEditorNamespace } from './listing-editor-namespace';

/**
 * The frame of a listing editor's form: the failure, the "saved" note, the fields (disabled while saving) and the
 * create or save button, in the listing's own words.
 */
export function ListingFormFrame({
  namespace,
  isNew,
  onSubmit,
  failure,
  saved,
  saving,
  children,
}: {
  namespace: ListingEditorNamespace;
  isNew: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  failure: string | null;
  saved: boolean;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert>{failure}</FormAlert>
      {saved && !isNew && (
        <p role="status" className="rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-800">
          {t('editor.saved')}
        </p>
      )}
      <fieldset disabled={saving} className="space-y-4">
        {children}
        <button type="submit" className="button-primary min-h-11 w-full px-6 sm:w-auto">
          {saving ? t('editor.saving') : isNew ? t('editor.create') : t('editor.save')}
        </button>
      </fieldset>
    </form>
  );
}
