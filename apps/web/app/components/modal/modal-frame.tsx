import { Close, Content, Description, Overlay, Portal, Root, Title } from '@radix-ui/react-dialog';
import { createContext, type ReactNode, type RefObject, useContext, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n-context';
import { restoreFocus } from '../../lib/focus';
import { CloseIcon } from '../icons';
import { MODAL_SURFACE_CLASSES, type ModalFrameVariant } from './modal-frame-classes';

export type { ModalFrameVariant };

const CLOSE_CLASSES: Record<ModalFrameVariant, string> = {
  default: 'icon-button absolute end-3 top-3',
  wide: 'icon-button absolute end-2 top-2 z-10 bg-white/90 shadow-sm',
};

/** The dialog's panel element, for modals that move it themselves (a bottom sheet dragged down to close). */
const ModalSurfaceContext = createContext<RefObject<HTMLDivElement | null> | null>(null);

export function useModalSurface(): RefObject<HTMLDivElement | null> {
  const surface = useContext(ModalSurfaceContext);
  if (!surface) throw new Error('useModalSurface needs a modal frame above it');
  return surface;
}

/**
 * The dialog every registered modal renders in: Radix traps focus, closes on Escape and outside clicks,
 * locks page scroll and returns focus to the trigger (or, when it is gone, to the page heading). A bottom sheet on phones, centred from 768 px.
 */
export default function ModalFrame({
  onClose,
  variant = 'default',
  children,
}: {
  onClose: () => void;
  variant?: ModalFrameVariant;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const surface = useRef<HTMLDivElement>(null);
  // Radix returns focus to a <Dialog.Trigger>; registry modals open from any button, so the frame remembers
  // what had focus when it appeared (the button that opened it) and gives focus back to it on close.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return (
    <Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Portal>
        <Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Content
          ref={surface}
          className={MODAL_SURFACE_CLASSES[variant]}
          data-variant={variant}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Without scrolling: the page was locked meanwhile, so the opener is where the guest left it, and
            // focusing a sticky opener (the consent banner's Settings) would otherwise scroll to its place in
            // the flow, after the footer. An opener that is gone (the sign-in button once signed in) or disabled
            // hands focus to the page heading instead of to the page (decision 096).
            restoreFocus(opener);
          }}
        >
          <ModalSurfaceContext value={surface}>{children}</ModalSurfaceContext>
          <Close className={CLOSE_CLASSES[variant]} aria-label={t('modal.close')}>
            <CloseIcon />
          </Close>
        </Content>
      </Portal>
    </Root>
  );
}

/** The dialog's accessible name; every modal renders one. */
export function ModalTitle({ children }: { children: ReactNode }) {
  return <Title className="pe-10 text-xl font-semibold text-stone-900">{children}</Title>;
}

export function ModalDescription({ children }: { children: ReactNode }) {
  return <Description className="mt-2 text-stone-600">{children}</Description>;
}
