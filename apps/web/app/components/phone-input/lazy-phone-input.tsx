import { dialCodeShown } from '@konak/domain/auth/phone-defaults';
import { type ComponentType, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLanguage } from '../../i18n/i18n-context';
import type { PhoneInputProps } from './phone-input';

type Part = 'country' | 'number';
type Loaded = { PhoneInput: ComponentType<PhoneInputProps>; focus: Part | null; typed: string };

/** The input's code and its texts together: once both are here it renders at once, without suspending. */
async function loadPhoneInput(language: ReturnType<typeof useLanguage>['language']) {
  const [input, texts] = await Promise.all([import('./phone-input'), import('./phone-input-translations')]);
  await texts.PhoneInputTranslations.preload(language);
  return input.PhoneInput;
}

/**
 * The phone input for pages (e.g. the reservation form), which must not load libphonenumber's metadata on
 * a first visit (brief §8). Until the reader shows intent it is a plain labelled field with a country button
 * of its own: a pointer over it, or focus on either control, loads the code and texts, and only once both
 * are here does the real input replace it, focusing the same control (decision 096). Focus therefore never
 * falls to the page meanwhile, Tab order is the real input's, and what was typed meanwhile is kept.
 */
export function LazyPhoneInput(props: PhoneInputProps & { label: string }) {
  const { language } = useLanguage();
  const generatedId = useId();
  const id = props.id ?? `${generatedId}-number`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const number = useRef<HTMLInputElement>(null);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadPhoneInput(language).then((PhoneInput) => {
      const focused = document.activeElement;
      const focus = !placeholder.current?.contains(focused)
        ? null
        : focused === number.current
          ? 'number'
          : 'country';
      // Read and replaced in one task: a key handled in between would go into a field that then disappears.
      flushSync(() => setLoaded({ PhoneInput, focus, typed: number.current?.value ?? '' }));
    });
  };

  if (loaded) {
    const { PhoneInput, focus, typed } = loaded;
    return (
      <PhoneInput
        {...props}
        id={id}
        defaultValue={typed || props.defaultValue}
        autoFocus={focus === 'country' ? 'country' : focus === 'number'}
      />
    );
  }
  const dialCode = dialCodeShown(props.defaultValue);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus and pointer events bubble here from the controls inside; it is not a control.
    <div ref={placeholder} data-testid="phone-input" onPointerEnter={load} onTouchStart={load} onFocus={load}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {props.label}
      </label>
      <div className="mt-1 flex gap-2">
        {/* The country's calling code from the first paint; the real input adds the flag and the list. */}
        <button
          type="button"
          dir="ltr"
          aria-label={`${props.label}: ${dialCode}`}
          disabled={props.disabled}
          data-testid="phone-dial-code-preview"
          className="flex h-11 w-24 shrink-0 items-center justify-center rounded-xl border border-stone-300 bg-stone-50 tabular-nums text-stone-900"
        >
          {dialCode}
        </button>
        <input
          ref={number}
          id={id}
          type="tel"
          inputMode="tel"
          dir="ltr"
          disabled={props.disabled}
          defaultValue={props.defaultValue}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-stone-300 px-3 text-base"
        />
      </div>
    </div>
  );
}
