import { Close, Content, Description, Overlay, Portal, Root, Title } from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n-context';
import { CloseIcon } from '../icons';

/**
 * The dialog every registered modal renders in: Radix traps focus, closes on Escape and outside clicks,
 * locks page scroll and returns focus to the trigger. A bottom sheet on phones, centred from 768 px.
 */
export default function ModalFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Portal>
        <Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Content className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl md:inset-0 md:m-auto md:h-fit md:w-[min(32rem,calc(100%-2rem))] md:rounded-2xl">
          {children}
          <Close className="icon-button absolute end-3 top-3" aria-label={t('modal.close')}>
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
