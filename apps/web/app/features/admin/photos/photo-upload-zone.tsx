import type { ListingPhoto, PhotoOwnerKind } from '@konak/domain/api/admin/listing-photo';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n-context';
import { type UploadItem, usePhotoUploads } from './use-photo-uploads';

/**
 * Where photos come in: a drop zone for desktops and a file picker that opens the camera roll on phones
 * (`accept="image/*"`: iOS usually hands over JPEG, a Mac's drag-and-drop may bring HEIC; both are read). Below
 * it, each file's progress or refusal.
 */
export function PhotoUploadZone({
  kind,
  id,
  onUploaded,
}: {
  kind: PhotoOwnerKind;
  id: string;
  onUploaded: (photo: ListingPhoto) => void;
}) {
  const { t } = useTranslation('admin-photos');
  const inputId = useId();
  const { items, add } = usePhotoUploads(kind, id, onUploaded);
  const [dragging, setDragging] = useState(false);
  const finished = items.filter((item) => item.state === 'done').length;
  const settled = items.every((item) => item.state === 'done' || item.state === 'failed');

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the file picker inside is the keyboard and phone way. */}
      <div
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white'
        }`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add(event.dataTransfer.files);
        }}
        data-testid="photo-drop-zone"
      >
        <h2 id={`${inputId}-title`} className="font-semibold text-stone-900">
          {t('dropZone')}
        </h2>
        <p id={`${inputId}-hint`} className="text-sm text-stone-700">
          {t('dropHint')}
        </p>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="peer sr-only"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            if (event.target.files) add(event.target.files);
            // The same file may be chosen again after a refusal.
            event.target.value = '';
          }}
        />
        {/* After the input, so its keyboard focus shows on the visible button (peer-focus-visible). */}
        <label
          htmlFor={inputId}
          className="button-primary inline-flex min-h-11 cursor-pointer items-center px-4 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 peer-focus-visible:ring-offset-2"
        >
          {t('choose')}
        </label>
      </div>
      {items.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-stone-900">{t('uploads')}</h3>
          <ul className="mt-1 grid gap-1">
            {items.map((item) => (
              <UploadRow key={item.key} item={item} />
            ))}
          </ul>
        </div>
      )}
      <p role="status" className="sr-only">
        {items.length > 0 && settled ? t('uploadsFinished', { done: finished, count: items.length }) : ''}
      </p>
    </section>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation('admin-photos');
  const percent = Math.round(item.progress * 100);
  const label = {
    waiting: t('uploadWaiting'),
    sending: t('uploadProgress', { percent }),
    processing: t('uploadProcessing'),
    done: t('uploadDone'),
    failed: item.tooLarge ? t('tooLarge') : (item.error ?? t('uploadFailed')),
  }[item.state];
  return (
    <li className="grid gap-1 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
      <span className="truncate text-stone-900" dir="auto">
        {item.name}
      </span>
      <span className={item.state === 'failed' ? 'text-red-800' : 'text-stone-700'}>{label}</span>
      {(item.state === 'sending' || item.state === 'processing') && (
        <progress className="h-1.5 w-full sm:col-span-2" max={100} value={percent} aria-label={item.name} />
      )}
    </li>
  );
}
