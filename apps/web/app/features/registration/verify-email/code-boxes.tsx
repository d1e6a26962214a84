import { VERIFICATION_CODE_LENGTH } from '@konak/domain/auth/auth-limits';
import { type ClipboardEvent, type KeyboardEvent, type RefObject, useRef } from 'react';
import { useTranslation } from '../../../i18n/i18n-context';

// Arabic-Indic and Persian digits count as the digits they are.
const NATIVE_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The code characters in a typed or pasted text: digits only, at most six. */
export function codeCharacters(text: string): string[] {
  return [
    ...text.replace(NATIVE_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf)).replace(/\D/g, ''),
  ].slice(0, VERIFICATION_CODE_LENGTH);
}

/**
 * Six single-character boxes (spec §2): typing moves to the next box, Backspace in an empty box goes back,
 * pasting anywhere (or the phone's one-time-code autofill into the first box) fills them from the start.
 * Always left to right, as the code is written, also on Arabic pages. Enter is the caller's (onSubmit).
 */
export function CodeBoxes({
  value,
  onChange,
  onSubmit,
  disabled,
  firstBox,
  labelledBy,
  describedBy,
}: {
  /** Six entries, '' for an empty box. */
  value: string[];
  onChange: (value: string[]) => void;
  onSubmit: () => void;
  disabled?: boolean;
  firstBox?: RefObject<HTMLInputElement | null>;
  labelledBy: string;
  describedBy?: string;
}) {
  const { t } = useTranslation('registration');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, VERIFICATION_CODE_LENGTH - 1))];
    box?.focus();
    box?.select();
  };

  function fillFromStart(characters: string[]) {
    const next = Array.from({ length: VERIFICATION_CODE_LENGTH }, (_, index) => characters[index] ?? '');
    onChange(next);
    focusBox(characters.length);
  }

  function typeInto(index: number, typed: string, previous: string) {
    // A filled box gets a second character when the caret was not over the first: keep the new one.
    const fresh = previous && typed.length === 2 ? typed.replace(previous, '') || previous : typed;
    const characters = codeCharacters(fresh);
    if (characters.length > 1) return fillFromStart(characters);
    const next = [...value];
    next[index] = characters[0] ?? '';
    onChange(next);
    if (characters.length === 1 && index < VERIFICATION_CODE_LENGTH - 1) focusBox(index + 1);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < VERIFICATION_CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit();
    }
  }

  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    event.preventDefault();
    const characters = codeCharacters(event.clipboardData.getData('text'));
    if (characters.length > 0) fillFromStart(characters);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need its own legend; the group is labelled by the visible heading.
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      dir="ltr"
      onPaste={onPaste}
      className="mt-2 flex justify-center gap-2"
      data-testid="verify-code-boxes"
    >
      {value.map((character, index) => (
        <input
          // The boxes never reorder: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            if (index === 0 && firstBox) firstBox.current = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('verify.digit', { position: index + 1, total: VERIFICATION_CODE_LENGTH })}
          value={character}
          disabled={disabled}
          onChange={(event) => typeInto(index, event.target.value, character)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onFocus={(event) => event.currentTarget.select()}
          className="size-12 rounded-xl border border-stone-300 text-center text-xl font-semibold tabular-nums text-stone-900 sm:size-14"
          data-testid={`verify-code-box-${index + 1}`}
        />
      ))}
    </div>
  );
}
