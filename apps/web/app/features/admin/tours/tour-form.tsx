import type { TourEditor } from '@konak/domain/api/admin/tour-editor-fields';
import type { Language } from '@konak/domain/languages';
import { textDirection } from '@konak/domain/languages';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';
import { LanguageTabs } from '../shell/language-tabs';
import { useListingSave } from '../shell/use-listing-save';
import { createTour } from './api/create-tour';
import { updateTour } from './api/update-tour';
import { initialTourState, type TourFormState, type TourTextsState, tourBodyOf } from './tour-form-values';
import { TourSections } from './tour-sections';

type Props = {
  /** Null for a new tour. */
  editor: TourEditor | null;
  onSaved: (editor: TourEditor, created: boolean) => void;
};

/**
 * The tour editor (admin): texts and meeting point in four language tabs, then duration, places, price and the
 * days it runs. The server checks everything and names each wrong field; its messages show under the fields.
 */
export function TourForm({ editor, onSaved }: Props) {
  const { t } = useTranslation('admin-tour-catalogue');
  const [state, setState] = useState<TourFormState>(() => initialTourState(editor));
  const { submit, saving, errors, failure, saved, edited } = useListingSave(() => tourBodyOf(state), {
    editorId: editor?.id ?? null,
    create: createTour,
    update: updateTour,
    fixFields: t('editor.fixFields'),
    failed: t('editor.failed'),
    onSaved: (answer, created) => {
      setState(initialTourState(answer));
      onSaved(answer, created);
    },
  });

  const change = (next: Partial<TourFormState>) => {
    setState((current) => ({ ...current, ...next }));
    edited();
  };
  const changeTexts = (language: Language, texts: TourTextsState) =>
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
          namespace="admin-tour-catalogue"
          translations={state.translations}
          onChange={changeTexts}
          errors={errors}
          listingNumber={editor?.tourNumber}
          extraFields={({ language, texts, field, change: changeText }) => (
            <TextField
              {...field('meetingPoint')}
              label={t('texts.meetingPoint')}
              hint={t('texts.meetingPointHint')}
              value={texts.meetingPoint}
              onChange={(event) => changeText('meetingPoint')(event.currentTarget.value)}
              maxLength={300}
              autoComplete="off"
              dir={textDirection(language)}
            />
          )}
        />
        <TourSections state={state} onChange={change} errors={errors} />
        <button type="submit" className="button-primary min-h-11 w-full px-6 sm:w-auto">
          {saving ? t('editor.saving') : editor ? t('editor.save') : t('editor.create')}
        </button>
      </fieldset>
    </form>
  );
}
