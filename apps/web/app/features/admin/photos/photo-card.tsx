import type { ListingPhoto } from '@konak/domain/api/admin/listing-photo';
import { PHOTO_ALT_MAX_LENGTH } from '@konak/domain/catalogue/listing-photos';
import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { useId, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';

// Each language named in its own words: the operator may not read the page's language in the others.
const LANGUAGE_NAMES: Record<Language, string> = {
  tr: 'Türkçe',
  en: 'English',
  ar: 'العربية',
  ru: 'Русский',
};
const SMALL_BUTTON =
  'min-h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-50';

export type PhotoActions = {
  move: (photoId: string, by: -1 | 1) => void;
  makeCover: (photoId: string) => void;
  askDelete: (photo: ListingPhoto) => void;
  saveAlt: (photoId: string, alt: ListingPhoto['alt']) => Promise<boolean>;
};

/**
 * One photo of the grid: its picture (the cover marked), buttons to move it earlier or later, make it the cover or
 * delete it (each names the photo's position for screen readers), and its descriptions in the four languages.
 */
export function PhotoCard({
  photo,
  position,
  count,
  busy,
  actions,
}: {
  photo: ListingPhoto;
  position: number;
  count: number;
  busy: boolean;
  actions: PhotoActions;
}) {
  const { t } = useTranslation('admin-photos');
  const { language } = useLanguage();
  const id = useId();
  const [alt, setAlt] = useState(photo.alt);
  const missing = SUPPORTED_LANGUAGES.filter((code) => !photo.alt[code]);
  const changed = SUPPORTED_LANGUAGES.some((code) => alt[code].trim() !== photo.alt[code]);

  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-white" aria-labelledby={`${id}-label`}>
      <div className="relative">
        <img
          src={photo.previewUrl}
          alt={photo.alt[language] || photo.alt.tr}
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          className="aspect-[3/2] w-full rounded-t-xl object-cover"
          loading="lazy"
        />
        {photo.isCover && (
          <span className="absolute start-2 top-2 rounded-full bg-brand-700 px-2 py-0.5 text-sm font-semibold text-white">
            {t('cover')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <h3 id={`${id}-label`} className="font-semibold text-stone-900">
          {t('photoLabel', { position, count })}
        </h3>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            id={`${photo.id}-earlier`}
            className={SMALL_BUTTON}
            disabled={busy || position === 1}
            aria-label={t('moveEarlier', { position })}
            onClick={() => actions.move(photo.id, -1)}
          >
            <span aria-hidden="true">↑ </span>
            {t('earlier')}
          </button>
          <button
            type="button"
            id={`${photo.id}-later`}
            className={SMALL_BUTTON}
            disabled={busy || position === count}
            aria-label={t('moveLater', { position })}
            onClick={() => actions.move(photo.id, 1)}
          >
            <span aria-hidden="true">↓ </span>
            {t('later')}
          </button>
          {!photo.isCover && (
            <button
              type="button"
              className={SMALL_BUTTON}
              disabled={busy}
              aria-label={t('makeCoverOf', { position })}
              onClick={() => actions.makeCover(photo.id)}
            >
              {t('makeCover')}
            </button>
          )}
          <button
            type="button"
            className={`${SMALL_BUTTON} text-red-800`}
            disabled={busy}
            aria-label={t('deleteOf', { position })}
            onClick={() => actions.askDelete(photo)}
          >
            {t('delete')}
          </button>
        </div>
        <form
          className="grid gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            await actions.saveAlt(photo.id, alt);
          }}
        >
          <fieldset disabled={busy} className="grid gap-2">
            <legend className="font-semibold text-stone-900">{t('altLegend')}</legend>
            {missing.length > 0 && (
              <p className="text-sm text-amber-800">
                {t('missingAlt', { languages: missing.map((code) => LANGUAGE_NAMES[code]).join(', ') })}
              </p>
            )}
            {SUPPORTED_LANGUAGES.map((code) => (
              <TextField
                key={code}
                id={`${id}-alt-${code}`}
                label={t('altIn', { language: LANGUAGE_NAMES[code] })}
                value={alt[code]}
                lang={code}
                dir={code === 'ar' ? 'rtl' : 'ltr'}
                maxLength={PHOTO_ALT_MAX_LENGTH}
                onChange={(event) => setAlt((current) => ({ ...current, [code]: event.target.value }))}
              />
            ))}
            <button type="submit" className="button-primary min-h-11" disabled={!changed}>
              {t('saveAlt')}
            </button>
          </fieldset>
        </form>
      </div>
    </li>
  );
}
