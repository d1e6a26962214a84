import { useEffect } from 'react';
import { useTranslation } from '../../i18n/i18n-context';
import { CloseIcon } from '../icons';
import { Spinner } from '../spinner';
import { MODAL_SURFACE_CLASSES, type ModalFrameVariant } from './modal-frame-classes';

const PLACEHOLDER_HEIGHT: Record<ModalFrameVariant, string> = {
  default: 'min-h-48',
  wide: 'min-h-[60dvh] md:min-h-[28rem]',
};

/**
 * What a tap on a modal's button shows at once, while the dialog's code and texts are still on their way
 * (a slow phone may need a second or more): the same panel with a spinner, closed by Escape, the overlay or
 * its close button. It leaves focus on the opener, so the real frame still knows where to give it back.
 */
export function ModalPlaceholder({ variant, onClose }: { variant: ModalFrameVariant; onClose: () => void }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  return (
    <>
      <div className="fixed inset-0 z-40 bg-stone-950/50" aria-hidden="true" onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-label={t('modal.loading')}
        data-variant={variant}
        data-modal-placeholder
        className={`${MODAL_SURFACE_CLASSES[variant]} ${PLACEHOLDER_HEIGHT[variant]} items-center justify-center`}
      >
        <Spinner className="m-auto size-8 border-4" />
        <button
          type="button"
          className="icon-button absolute end-2 top-2"
          aria-label={t('modal.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
    </>
  );
}
