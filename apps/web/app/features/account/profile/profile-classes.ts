// The account pages' buttons and cards, alike on every profile form and dialog.
export const PRIMARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-xl bg-orange-700 px-4 font-semibold text-white hover:bg-orange-800 disabled:opacity-60';
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60';
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60';
export const CARD_CLASSES = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';
