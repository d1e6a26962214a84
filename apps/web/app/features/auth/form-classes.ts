/** Shared looks of the account forms: 44 px touch targets, a 16 px font so phones do not zoom in on focus. */
export const INPUT_CLASSES =
  'block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 aria-invalid:border-red-600';
export const LABEL_CLASSES = 'mb-1 block text-sm font-medium text-stone-800';
export const PRIMARY_BUTTON_CLASSES = 'button-primary w-full disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON_CLASSES =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-5 font-semibold text-stone-800 hover:bg-stone-50';
/** A button that reads as a link (it switches modals rather than going to an address). */
export const LINK_BUTTON_CLASSES =
  'inline-flex min-h-11 items-center rounded-md font-medium text-brand-800 underline-offset-2 hover:underline';
