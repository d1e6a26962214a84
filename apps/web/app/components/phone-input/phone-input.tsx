import { DEFAULT_PHONE_COUNTRY } from '@konak/domain/auth/phone-rules';
import type { CountryCode } from 'libphonenumber-js';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type Ref,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../i18n/i18n-context';
import { CountryFlag } from '../country-flag/country-flag';
import { ChevronDownIcon, GlobeIcon } from '../icons';
import { CountryListbox } from './country-listbox';
import { countryOptions } from './country-options';
import { PhoneInputPlaceholder } from './phone-input-placeholder';
import { PhoneInputTranslations } from './phone-input-translations';
import {
  keepDigitsAndSpaces,
  type PhoneProblem,
  parsePhoneValue,
  phoneProblem,
  phoneValue,
  splitPastedNumber,
} from './phone-value';
import { usePanelPlacement } from './use-panel-placement';

export type PhoneInputChange = {
  /** "dial code, space, number", e.g. "+90 532 123 45 67"; empty while no digit is typed. */
  value: string;
  country: CountryCode | null;
  /** The spec §5 rule the number breaks, or null when it may be sent. */
  problem: PhoneProblem | null;
};

export type PhoneInputProps = {
  /** The number field's id (the visible label points at it). */
  id?: string;
  name?: string;
  /** Defaults to "Phone" in the page language. */
  label?: string;
  /** A value reported earlier, e.g. a stored "+90 5321234567". */
  defaultValue?: string;
  defaultCountry?: CountryCode;
  onChange?: (change: PhoneInputChange) => void;
  /** Shows the rule message even before the field was left (a form sets it after a submit attempt). */
  showProblem?: boolean;
  /** A message from elsewhere (the server), shown instead of the rule message. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Focuses the number field (or with 'country' the country button) when it appears. */
  autoFocus?: boolean | 'country';
  /** The number field, e.g. to focus it when a form finds it invalid. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * Phone number with a searchable country selector (spec §2): every libphonenumber region named in the page
 * language, Türkiye by default; the number takes digits and spaces only; a pasted "+90 532…" picks its
 * country. Reports "dial code, space, number" and the spec §5 rule it breaks. Import it only from lazily
 * loaded code (a modal, or through LazyPhoneInput): the phone metadata must stay out of every first load.
 */
export function PhoneInput(props: PhoneInputProps) {
  return (
    <Suspense fallback={<PhoneInputPlaceholder label={props.label} />}>
      <PhoneInputTranslations>
        <PhoneInputField {...props} />
      </PhoneInputTranslations>
    </Suspense>
  );
}

function PhoneInputField({
  id,
  name,
  label,
  defaultValue = '',
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  onChange,
  showProblem = false,
  error,
  required,
  disabled,
  autoFocus,
  ref,
}: PhoneInputProps) {
  const { t, language } = useTranslation('phone-input');
  const generatedId = useId();
  const numberId = id ?? `${generatedId}-number`;
  const [initial] = useState(() => parsePhoneValue(defaultValue, defaultCountry));
  const [country, setCountry] = useState<CountryCode | null>(initial.country);
  const [number, setNumber] = useState(initial.number);
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const numberField = useRef<HTMLInputElement | null>(null);
  const countryButton = useRef<HTMLButtonElement>(null);
  const picker = useRef<HTMLDivElement>(null);
  const placement = usePanelPlacement(picker, open);

  const selectedOption = useMemo(
    () => (country ? countryOptions(language).find((option) => option.code === country) : undefined),
    [country, language],
  );
  const problem = phoneProblem(country, number);
  const message = error ?? (problem && (showProblem || touched) ? problemMessage(problem) : null);
  const errorId = `${numberId}-error`;
  const panelId = `${numberId}-countries`;

  function problemMessage(shown: PhoneProblem): string {
    switch (shown.code) {
      case 'required':
        return t('errors.required');
      case 'country_code_required':
        return t('errors.countryCodeRequired');
      case 'at_least':
        return t('errors.atLeast', { count: shown.digits });
      case 'at_most':
        return t('errors.atMost', { count: shown.digits });
      case 'invalid_format':
        return t('errors.invalidFormat');
    }
  }

  function update(nextCountry: CountryCode | null, nextNumber: string) {
    setCountry(nextCountry);
    setNumber(nextNumber);
    onChange?.({
      value: phoneValue(nextCountry, nextNumber),
      country: nextCountry,
      problem: phoneProblem(nextCountry, nextNumber),
    });
  }

  function onNumberChange(event: ChangeEvent<HTMLInputElement>) {
    const field = event.currentTarget;
    const typed = field.value;
    const kept = keepDigitsAndSpaces(typed);
    if (kept !== typed) {
      // Drop the refused characters in place, keeping the caret where the user was typing.
      const caret = keepDigitsAndSpaces(typed.slice(0, field.selectionStart ?? typed.length)).length;
      field.value = kept;
      field.setSelectionRange(caret, caret);
    }
    update(country, kept);
  }

  function onNumberPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = splitPastedNumber(event.clipboardData.getData('text'), country);
    if (!pasted) return; // An ordinary paste: onNumberChange filters it.
    event.preventDefault();
    update(pasted.country, keepDigitsAndSpaces(pasted.number));
  }

  function choose(chosen: CountryCode) {
    setOpen(false);
    update(chosen, number);
    numberField.current?.focus();
  }

  function onPickerBlur(event: FocusEvent<HTMLDivElement>) {
    if (!(event.relatedTarget instanceof Node && picker.current?.contains(event.relatedTarget)))
      setOpen(false);
  }

  // Before paint: the placeholder this replaces had the focus, which must not rest on the page meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the field first appears.
  useLayoutEffect(() => {
    if (autoFocus === 'country') countryButton.current?.focus();
    else if (autoFocus) numberField.current?.focus();
  }, []);

  // Escape closes the country list, not the dialog around it: this window listener runs before the
  // dialog's own (document, capture phase) and marks the key as handled.
  useEffect(() => {
    if (!open) return;
    function onEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !(event.target instanceof Node)) return;
      if (!picker.current?.contains(event.target)) return;
      event.preventDefault();
      setOpen(false);
      countryButton.current?.focus();
    }
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [open]);

  return (
    <div data-testid="phone-input">
      <label htmlFor={numberId} className="block text-sm font-medium text-stone-800">
        {label ?? t('label')}
      </label>
      {/* Focus leaving the button and the country list together closes the list. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: blur bubbles here from the controls inside; it is not a control. */}
      <div ref={picker} onBlur={onPickerBlur} className="relative">
        <div className="mt-1 flex gap-2">
          <button
            ref={countryButton}
            type="button"
            disabled={disabled}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={
              selectedOption
                ? t('country.button', { country: selectedOption.name, dialCode: selectedOption.dialCode })
                : t('country.choose')
            }
            onClick={() => setOpen((wasOpen) => !wasOpen)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && !open) {
                event.preventDefault();
                setOpen(true);
              }
            }}
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl border border-stone-300 bg-white px-3 text-stone-900 hover:bg-stone-50 disabled:opacity-60"
            data-testid="phone-country-button"
            data-country={country ?? ''}
          >
            {selectedOption ? (
              <>
                <CountryFlag code={selectedOption.code} />
                <span dir="ltr" className="tabular-nums">
                  {selectedOption.dialCode}
                </span>
              </>
            ) : (
              <GlobeIcon />
            )}
            <ChevronDownIcon className="size-4 text-stone-500" />
          </button>
          <input
            ref={(element) => {
              numberField.current = element;
              if (typeof ref === 'function') ref(element);
              else if (ref) ref.current = element;
            }}
            id={numberId}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            maxLength={24}
            required={required}
            disabled={disabled}
            value={number}
            onChange={onNumberChange}
            onPaste={onNumberPaste}
            onBlur={() => {
              if (/\d/.test(number)) setTouched(true);
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-stone-300 px-3 text-base tabular-nums aria-invalid:border-red-700"
            data-testid="phone-number"
          />
        </div>
        {open ? (
          <CountryListbox id={panelId} selected={country} onChoose={choose} placement={placement} />
        ) : null}
      </div>
      {message ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
