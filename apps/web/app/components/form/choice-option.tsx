import type { ReactNode } from 'react';

const OPTION_CLASSES =
  'flex cursor-pointer gap-3 rounded-xl border border-stone-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60';

/**
 * A radio choice drawn as a card: a click anywhere on it chooses it, its title is the radio's name and the
 * rest of the card its description, so a screen reader hears "Refundable, radio button" and then the details.
 */
export function ChoiceOption({
  id,
  name,
  checked,
  onChoose,
  title,
  aside,
  children,
  disabled,
  testId,
}: {
  id: string;
  name: string;
  checked: boolean;
  onChoose: () => void;
  title: string;
  /** Shown at the end of the title line (e.g. the option's price). */
  aside?: ReactNode;
  /** The description. */
  children: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <label className={OPTION_CLASSES} htmlFor={id}>
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="mt-1 size-5 shrink-0 accent-brand-700"
        data-testid={testId}
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap justify-between gap-x-3 font-semibold text-stone-900">
          <span id={`${id}-title`}>{title}</span>
          {aside}
        </span>
        <span id={`${id}-description`} className="block text-sm text-stone-700">
          {children}
        </span>
      </span>
    </label>
  );
}
