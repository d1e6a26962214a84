import type { TourEditor } from '@konak/domain/api/admin/tour-editor-fields';
import { textDirection } from '@konak/domain/languages';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';
import { LanguageTabs } from '../shell/language-tabs';
import { ListingFormFrame } from '../shell/listing-form-frame';
import { useListingForm } from '../shell/use-listing-form';
import { createTour } from './api/create-tour';
import { updateTour } from './api/update-tour';
import { initialTourState, tourBodyOf } from './tour-form-values';
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
  const form = useListingForm(editor, {
    initialState: initialTourState,
    bodyOf: tourBodyOf,
    create: createTour,
    update: updateTour,
    fixFields: t('editor.fixFields'),
    failed: t('editor.failed'),
    onSaved,
  });

  return (
    <ListingFormFrame
      namespace="admin-tour-catalogue"
      isNew={!editor}
      onSubmit={form.submit}
      failure={form.failure}
      saved={form.saved}
      saving={form.saving}
    >
      <LanguageTabs
        namespace="admin-tour-catalogue"
        translations={form.state.translations}
        onChange={form.changeTexts}
        errors={form.errors}
        listingNumber={editor?.tourNumber}
        extraFields={({ language, texts, field, change }) => (
          <TextField
            {...field('meetingPoint')}
            label={t('texts.meetingPoint')}
            hint={t('texts.meetingPointHint')}
            value={texts.meetingPoint}
            onChange={(event) => change('meetingPoint')(event.currentTarget.value)}
            maxLength={300}
            autoComplete="off"
            dir={textDirection(language)}
          />
        )}
      />
      <TourSections state={form.state} onChange={form.change} errors={form.errors} />
    </ListingFormFrame>
  );
}
