import type { AmenityChoices } from '@konak/domain/api/admin/apartment-amenity-choices';
import type { ApartmentEditor } from '@konak/domain/api/admin/apartment-editor-fields';
import type { Language } from '@konak/domain/languages';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { ApartmentSections } from './apartment-sections';
import { createApartment } from './api/create-apartment';
import { updateApartment } from './api/update-apartment';
import { bodyOf, type FormState, initialState, type TextsState } from './form-values';
import { LanguageTabs } from './language-tabs';

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
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // One key per filled-in apartment: a double click or a retry of the same values creates one apartment.
  const key = useRef<{ key: string; forBody: string } | null>(null);

  const change = (next: Partial<FormState>) => {
    setState((current) => ({ ...current, ...next }));
    setSaved(false);
  };
  const changeTexts = (language: Language, texts: TextsState) =>
    change({ translations: { ...state.translations, [language]: texts } });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyOf(state);
    setSaving(true);
    setFailure(null);
    setSaved(false);
    try {
      let answer: ApartmentEditor;
      if (editor) {
        answer = await updateApartment(editor.id, body);
      } else {
        const forBody = JSON.stringify(body);
        if (key.current?.forBody !== forBody) key.current = { key: newIdempotencyKey(), forBody };
        answer = await createApartment(body, key.current.key);
      }
      setErrors({});
      setState(initialState(answer));
      setSaved(true);
      onSaved(answer, !editor);
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors.length > 0) {
        setErrors(Object.fromEntries(caught.errors.map((item) => [item.field, item.message])));
        setFailure(t('editor.fixFields'));
      } else {
        setErrors({});
        setFailure(caught instanceof ApiError ? caught.message : t('editor.failed'));
      }
    } finally {
      setSaving(false);
    }
  }

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
          translations={state.translations}
          onChange={changeTexts}
          errors={errors}
          apartmentNumber={editor?.apartmentNumber}
        />
        <ApartmentSections state={state} onChange={change} errors={errors} amenities={amenities} />
        <button type="submit" className="button-primary min-h-11 w-full px-6 sm:w-auto">
          {saving ? t('editor.saving') : editor ? t('editor.save') : t('editor.create')}
        </button>
      </fieldset>
    </form>
  );
}
