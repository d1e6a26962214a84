import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { Icon } from '../../components/icons';

const INPUT_CLASSES =
  'block min-h-11 w-full rounded-xl border border-stone-300 px-3 text-base text-stone-900 aria-invalid:border-red-700';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
};

function describedBy(id: string, hint: string | undefined, error: string | null | undefined) {
  const ids = [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
      {hint}
    </p>
  ) : null;
}

/** A labelled input whose error (or hint) is tied to it with aria-describedby. */
export function TextField({ id, label, hint, error, ref, ...inputProps }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`mt-1 ${INPUT_CLASSES}`}
        {...inputProps}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle (a pressed button, so screen readers hear its state). */
export function PasswordField({
  id,
  label,
  hint,
  error,
  ref,
  showLabel,
  ...inputProps
}: FieldProps & { showLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${INPUT_CLASSES} pe-12`}
          {...inputProps}
        />
        <button
          type="button"
          aria-label={showLabel}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          className="icon-button absolute end-0 top-0"
          data-testid={`${id}-toggle`}
        >
          <Icon>
            {visible ? (
              <path d="M3 3l18 18M10.6 5.1A9.8 9.8 0 0 1 12 5c5 0 9 4.5 10 7-.4 1-1.3 2.4-2.6 3.7M6.6 6.6C4.5 8 3 10.1 2 12c1 2.5 5 7 10 7 1.9 0 3.6-.6 5.1-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
            ) : (
              <>
                <path d="M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12z" />
                <circle cx="12" cy="12" r="3" />
              </>
            )}
          </Icon>
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
