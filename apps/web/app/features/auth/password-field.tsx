import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { useTranslation } from '../../i18n/i18n-context';
import { EyeIcon } from './auth-icons';
import { INPUT_CLASSES, LABEL_CLASSES } from './form-classes';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className'> & {
  id: string;
  label: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A labelled password input with a show/hide toggle (a pressed/unpressed button, so its name stays
 * "Show password" and screen readers announce the state). The toggle sits at the inline end, so it mirrors
 * in Arabic.
 */
export function PasswordField({ id, label, inputRef, ...inputProps }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          ref={inputRef}
          id={id}
          type={visible ? 'text' : 'password'}
          spellCheck={false}
          autoCapitalize="none"
          className={`${INPUT_CLASSES} pe-12`}
        />
        <button
          type="button"
          className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-xl text-stone-600 hover:text-stone-900"
          aria-pressed={visible}
          aria-controls={id}
          aria-label={t('password.show')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon className={visible ? 'size-5 text-brand-700' : 'size-5'} />
        </button>
      </div>
    </div>
  );
}
