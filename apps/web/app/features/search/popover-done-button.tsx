/** Closes the search bar's popover (dates or guests): the browser's own popover control, no code needed. */
export function PopoverDoneButton({
  popover,
  label,
  className,
}: {
  popover: string;
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      popoverTarget={popover}
      popoverTargetAction="hide"
      className={className ? `button-primary ${className}` : 'button-primary'}
    >
      {label}
    </button>
  );
}
