import {
  OWNER_BEDROOMS_MAX,
  OWNER_BEDROOMS_MIN,
  OWNER_PROPERTY_TYPES,
} from '@konak/domain/owners/owner-inquiry-rules';
import { CheckboxField } from '../../components/form/checkbox-field';
import { useLocalizedPath, useTranslation } from '../../i18n/i18n-context';
import type { TranslationKey } from '../../i18n/namespaces';

/** A select's options after a "Choose…" prompt, so nothing is chosen for the owner. */
function OptionsAfterPrompt<Value extends string | number>({
  values,
  labelOf,
}: {
  values: readonly Value[];
  labelOf: (value: Value) => string | number;
}) {
  const { t } = useTranslation('owners');
  return (
    <>
      <option value="">{t('form.choose')}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </>
  );
}

export function PropertyTypeOptions() {
  const { t } = useTranslation('owners');
  return (
    <OptionsAfterPrompt
      values={OWNER_PROPERTY_TYPES}
      labelOf={(type) => t(`form.propertyTypes.${type}` as TranslationKey<'owners'>)}
    />
  );
}

const BEDROOM_COUNTS = Array.from(
  { length: OWNER_BEDROOMS_MAX - OWNER_BEDROOMS_MIN + 1 },
  (_, index) => OWNER_BEDROOMS_MIN + index,
);

export function BedroomOptions() {
  const { t } = useTranslation('owners');
  return (
    <OptionsAfterPrompt
      values={BEDROOM_COUNTS}
      labelOf={(count) => (count === 0 ? t('form.bedroomsStudio') : count)}
    />
  );
}

/** The required consent to be contacted, with the KVKK disclosure a tap away (in a new tab: the form stays). */
export function ConsentField({
  id,
  checked,
  onChange,
  message,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  message: string | undefined;
}) {
  const { t } = useTranslation('owners');
  const localize = useLocalizedPath();
  const linkId = `${id}-kvkk`;
  return (
    <CheckboxField
      id={id}
      name="consent"
      checked={checked}
      onCheckedChange={onChange}
      required
      label={t('form.consent')}
      message={message}
      describedBy={linkId}
      below={
        <p id={linkId} className="ms-9 mt-1 text-sm">
          <a
            href={localize('/legal/kvkk')}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            data-testid="owner-inquiry-kvkk"
          >
            {t('form.kvkk')} <span className="sr-only">{t('form.newTab')}</span>
          </a>
        </p>
      }
    />
  );
}

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab order) and
 * form-filling bots do: the server drops an enquiry that has it filled.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('owners');
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] top-auto size-px overflow-hidden">
      <label htmlFor="owner-inquiry-website">{t('form.honeypot')}</label>
      <input
        id="owner-inquiry-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
