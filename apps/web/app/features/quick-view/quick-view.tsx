import type { ReactNode } from 'react';
import { useModalSurface } from '../../components/modal/modal-frame';
import type { QuickViewProps } from '../../components/modal/quick-view-props';
import { useTranslation } from '../../i18n/i18n-context';
import { ApartmentQuickView } from './apartment-quick-view';
import { BookNowLink } from './quick-view-actions';
import { quickViewPaths } from './quick-view-links';
import { QuickViewTranslations } from './quick-view-translations';
import { TourQuickView } from './tour-quick-view';
import { useSheetDrag } from './use-sheet-drag';

/**
 * The quick view of an apartment or a tour (spec §2, §4), registered as the 'quick-view' modal in the wide
 * frame: a bottom sheet with a drag handle on phones, a centred two-column dialog from 768 px. Each open
 * mounts it afresh (ModalProvider), so the gallery starts at the first picture.
 */
export default function QuickView({ item, search, close }: QuickViewProps & { close: () => void }) {
  return (
    <QuickViewTranslations>
      <QuickViewSheet
        close={close}
        footer={<BookNowLink reservationPath={quickViewPaths(item, search).reservation} close={close} />}
      >
        {item.type === 'apartment' ? (
          <ApartmentQuickView apartment={item.apartment} search={search} close={close} />
        ) : (
          <TourQuickView tour={item.tour} search={search} close={close} />
        )}
      </QuickViewSheet>
    </QuickViewTranslations>
  );
}

function QuickViewSheet({
  close,
  footer,
  children,
}: {
  close: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('quick-view');
  const dragHandlers = useSheetDrag({ sheet: useModalSurface(), onClose: close });
  return (
    <>
      {/* Pointer-only, like every sheet's grabber: keyboards and screen readers close with Escape or the
          close button. */}
      <div
        {...dragHandlers}
        data-sheet-handle
        title={t('dragHint')}
        aria-hidden="true"
        className="flex h-11 shrink-0 cursor-grab touch-none items-center justify-center active:cursor-grabbing md:hidden"
      >
        <span className="h-1.5 w-12 rounded-full bg-stone-300" />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-6 md:p-6">{children}</div>
      {/* Outside the scroll area, so Book now is always in view; clear of the phone's home indicator. */}
      <div
        data-testid="quick-view-footer"
        className="flex shrink-0 justify-end border-t border-stone-200 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] md:px-6 md:pb-4"
      >
        {footer}
      </div>
    </>
  );
}
