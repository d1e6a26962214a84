import type { AmenityChoices } from '@konak/domain/api/admin/apartment-amenity-choices';
import type { ApartmentEditor } from '@konak/domain/api/admin/apartment-editor-fields';
import type { Language } from '@konak/domain/languages';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { useTranslation } from '../../../i18n/i18n-context';
import { LanguageTabs } from '../shell/language-tabs';
import { useListingSave } from '../shell/use-listing-save';
import { ApartmentSections } from './apartment-sections';
import { createApartment } from './api/create-apartment';
import { updateApartment } from './api/update-apartment';
import { bodyOf, type FormState, initialState, type TextsState } from './form-values';

type Props = {
  /** Null for a new apartment. */
  editor: ApartmentEditor | null;
  amenities: AmenityChoices['items'];
  onSaved: (editor: ApartmentEditor, created: boolean) => void;
};

/**
 * The apartment editor (admin): texts in four language tabs, then every other value in sections. The server
 * checks everything and names each wrong field; its messages show under the fields and on the language tabs.
 */
export function ApartmentForm({ editor, amenities, onSaved }: Props) {
  const { t } = useTranslation('admin-apartments');
  const [state, setState] = useState<FormState>(() => initialState(editor));
  const { submit, saving, errors, failure, saved, edited } = useListingSave(() => bodyOf(state), {
    editorId: editor?.id ?? null,
    create: createApartment,
    update: updateApartment,
    fixFields: t('editor.fixFields'),
    failed: t('editor.failed'),
    onSaved: (answer, created) => {
      setState(initialState(answer));
      onSaved(answer, created);
    },
  });

  const change = (next: Partial<FormState>) => {
    setState((current) => ({ ...current, ...next }));
    edited();
  };
  const changeTexts = (language: Language, texts: TextsState) =>
    change({ translations: { ...state.translations, [language]: texts } });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert>{failure}</FormAlert>
      {saved && editor && (
        <p role="status" className="rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-800">
          {t('editor.saved')}
        </p>
      )}
      <fieldset disabled={saving} className="space-y-4">
        <LanguageTabs
          namespace="admin-apartments"
          translations={state.translations}
          onChange={changeTexts}
          errors={errors}
          listingNumber={editor?.apartmentNumber}
        />
        <ApartmentSections state={state} onChange={change} errors={errors} amenities={amenities} />
        <button type="submit" className="button-primary min-h-11 w-full px-6 sm:w-auto">
          {saving ? t('editor.saving') : editor ? t('editor.save') : t('editor.create')}
        </button>
      </fieldset>
    </form>
  );
}
