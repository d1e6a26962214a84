/** The site's busy indicator; decorative, so whatever shows it says in words what is happening. */
export function Spinner({ className = 'size-4 border-2' }: { className?: string }) {
  return (
    <span
      className={`block shrink-0 animate-spin rounded-full border-brand-200 border-t-brand-700 motion-reduce:animate-none ${className}`}
      aria-hidden="true"
    />
  );
}
