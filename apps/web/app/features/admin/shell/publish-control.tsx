import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import ModalFrame, { ModalDescription, ModalTitle } from '../../../components/modal/modal-frame';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import type { ListingEditorNamespace } from './listing-editor-namespace';

const SECONDARY =
  'min-h-11 rounded-xl border border-stone-300 px-4 font-semibold text-stone-800 hover:bg-stone-50';

type Published = { isPublished: boolean };

/**
 * Publish or unpublish an apartment or a tour, each after a confirmation that says what it does to the public
 * site; `publish` is the listing's own call, which answers the listing's editor.
 */
export function PublishControl<E extends Published>({
  namespace,
  editor,
  publish,
  onChanged,
}: {
  namespace: ListingEditorNamespace;
  editor: E;
  publish: (published: boolean) => Promise<E>;
  onChanged: (editor: E) => void;
}) {
  const { t } = useTranslation(namespace);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const publishing = !editor.isPublished;

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      const next = await publish(publishing);
      onChanged(next);
      setDone(next.isPublished ? t('publish.published') : t('publish.unpublished'));
      setOpen(false);
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : t('publish.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setDone(null);
          setFailure(null);
          setOpen(true);
        }}
        className={publishing ? 'button-primary min-h-11 px-4' : SECONDARY}
      >
        {publishing ? t('publish.publish') : t('publish.unpublish')}
      </button>
      {done && (
        <p role="status" className="w-full text-green-800">
          {done}
        </p>
      )}
      {open && (
        <ModalFrame onClose={() => setOpen(false)}>
          <ModalTitle>{publishing ? t('publish.publishTitle') : t('publish.unpublishTitle')}</ModalTitle>
          <ModalDescription>
            {publishing ? t('publish.publishText') : t('publish.unpublishText')}
          </ModalDescription>
          <div className="mt-4 grid gap-3">
            <FormAlert>{failure}</FormAlert>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button type="button" onClick={() => setOpen(false)} className={SECONDARY}>
                {t('publish.cancel')}
              </button>
              <button
                type="button"
                onClick={confirm}
                disabled={busy}
                className="button-primary min-h-11 px-4"
              >
                {publishing ? t('publish.confirmPublish') : t('publish.confirmUnpublish')}
              </button>
            </div>
          </div>
        </ModalFrame>
      )}
    </>
  );
}
