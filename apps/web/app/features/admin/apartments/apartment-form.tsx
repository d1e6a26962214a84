import type { AmenityChoices } from '@konak/domain/api/admin/apartment-amenity-choices';
import type { ApartmentEditor } from '@konak/domain/api/admin/apartment-editor-fields';
import { useTranslation } from '../../../i18n/i18n-context';
import { LanguageTabs } from '../shell/language-tabs';
import { ListingFormFrame } from '../shell/listing-form-frame';
import { useListingForm } from '../shell/use-listing-form';
import { ApartmentSections } from './apartment-sections';
import { createApartment } from './api/create-apartment';
import { updateApartment } from './api/update-apartment';
import { bodyOf, initialState } from './form-values';

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
  const form = useListingForm(editor, {
    initialState,
    bodyOf,
    create: createApartment,
    update: updateApartment,
    fixFields: t('editor.fixFields'),
    failed: t('editor.failed'),
    onSaved,
  });

  return (
    <ListingFormFrame
      namespace="admin-apartments"
      isNew={!editor}
      onSubmit={form.submit}
      failure={form.failure}
      saved={form.saved}
      saving={form.saving}
    >
      <LanguageTabs
        namespace="admin-apartments"
        translations={form.state.translations}
        onChange={form.changeTexts}
        errors={form.errors}
        listingNumber={editor?.apartmentNumber}
      />
      <ApartmentSections
        state={form.state}
        onChange={form.change}
        errors={form.errors}
        amenities={amenities}
      />
    </ListingFormFrame>
  );
}
