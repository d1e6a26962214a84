// Apart from the frame so the loading placeholder, which is in the first bundle, draws the same panel without Radix.
/**
 * - `default`: a padded bottom sheet on phones, a 32 rem centred dialog from 768 px; the frame scrolls.
 * - `wide`: the same places, up to 60 rem wide and unpadded, laid out as a column the modal fills itself
 *   (its own scroll area, a drag handle on phones via `useModalSurface()`), e.g. the quick view.
 */
export type ModalFrameVariant = 'default' | 'wide';

export const MODAL_SURFACE_CLASSES: Record<ModalFrameVariant, string> = {
  default:
    'fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl md:inset-0 md:m-auto md:h-fit md:w-[min(32rem,calc(100%-2rem))] md:rounded-2xl',
  wide: 'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl md:inset-0 md:m-auto md:h-fit md:max-h-[90dvh] md:w-[min(60rem,calc(100%-2rem))] md:rounded-2xl',
};
