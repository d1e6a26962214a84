/** The phone input's shape while its code or texts load: same height, so nothing below it moves. */
export function PhoneInputPlaceholder({ label }: { label?: string }) {
  return (
    <div aria-hidden="true">
      <div className="h-5 text-sm font-medium text-stone-800">{label}</div>
      <div className="mt-1 flex gap-2">
        <div className="h-11 w-24 shrink-0 rounded-xl border border-stone-300 bg-stone-50" />
        <div className="h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-stone-50" />
      </div>
    </div>
  );
}
