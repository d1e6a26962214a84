/** 44 px touch targets and a 16 px font, so phones do not zoom in on focus; the border turns red with a message. */
export const INPUT_CLASSES =
  'mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 aria-invalid:border-red-700';
export const LABEL_CLASSES = 'block text-sm font-medium text-stone-800';
