import type { Language } from '@konak/domain/languages';

/**
 * The member's initial in a brand circle. Upper-cased with the page language's rules ("i" → "İ" in
 * Turkish); decorative, since the name is always written beside it or in the accessible name.
 */
export function UserAvatar({
  name,
  language,
  className = 'size-8 text-sm',
}: {
  name: string;
  language: Language;
  className?: string;
}) {
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase(language) ?? '';
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white ${className}`}
    >
      {initial}
    </span>
  );
}
