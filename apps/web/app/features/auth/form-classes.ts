/** Shared looks of the account forms' buttons: 44 px touch targets. */
export const PRIMARY_BUTTON_CLASSES = 'button-primary w-full disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON_CLASSES =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-5 font-semibold text-stone-800 hover:bg-stone-50';
/** A button that reads as a link (it switches modals rather than going to an address). */
export const LINK_BUTTON_CLASSES =
  'inline-flex min-h-11 items-center rounded-md font-medium text-brand-800 underline-offset-2 hover:underline';
