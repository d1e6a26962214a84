import { dialCodeShown } from '@konak/domain/auth/phone-defaults';
import { lazy, Suspense, useId, useState } from 'react';
import type { PhoneInputProps } from './phone-input';
import { PhoneInputPlaceholder } from './phone-input-placeholder';

const loadPhoneInput = () => import('./phone-input');
const PhoneInput = lazy(() => loadPhoneInput().then((module) => ({ default: module.PhoneInput })));

/**
 * The phone input for pages (e.g. the reservation form), which must not load libphonenumber's metadata on
 * a first visit (brief §8). Until the reader shows intent it is a plain labelled field: a pointer over it
 * starts loading the code, focusing it swaps in the real input, which takes the focus.
 */
export function LazyPhoneInput(props: PhoneInputProps & { label: string }) {
  const generatedId = useId();
  const id = props.id ?? `${generatedId}-number`;
  const [wanted, setWanted] = useState(false);

  if (wanted) {
    return (
      <Suspense fallback={<PhoneInputPlaceholder label={props.label} />}>
        <PhoneInput {...props} id={id} autoFocus />
      </Suspense>
    );
  }
  return (
    <div
      data-testid="phone-input"
      onPointerEnter={() => void loadPhoneInput()}
      onTouchStart={() => void loadPhoneInput()}
    >
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {props.label}
      </label>
      <div className="mt-1 flex gap-2">
        {/* The country's calling code from the first paint; the real input adds the flag and the list. */}
        <div
          aria-hidden="true"
          dir="ltr"
          data-testid="phone-dial-code-preview"
          className="flex h-11 w-24 shrink-0 items-center justify-center rounded-xl border border-stone-300 bg-stone-50 tabular-nums text-stone-900"
        >
          {dialCodeShown(props.defaultValue)}
        </div>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          dir="ltr"
          readOnly
          disabled={props.disabled}
          defaultValue={props.defaultValue}
          onFocus={() => setWanted(true)}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-stone-300 px-3 text-base"
        />
      </div>
    </div>
  );
}
