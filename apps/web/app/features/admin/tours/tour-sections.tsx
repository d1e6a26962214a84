import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';
import type { TourFormState, TourNumberField } from './tour-form-values';

const SECTION = 'grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2';
const LEGEND = 'px-1 font-semibold text-stone-900';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

type Props = {
  state: TourFormState;
  onChange: (change: Partial<TourFormState>) => void;
  errors: Record<string, string>;
};

/** Every value but the texts: duration, places and price, then the weekdays and start times it runs. */
export function TourSections({ state, onChange, errors }: Props) {
  const { t } = useTranslation('admin-tour-catalogue');
  const id = useId();
  const numberField = (
    name: TourNumberField,
    hint: string,
    extra: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> = {},
  ) => ({
    id: `${id}-${name}`,
    name,
    label: t(`fields.${name}`),
    hint,
    value: state[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => onChange({ [name]: event.currentTarget.value }),
    message: errors[name] ?? null,
    autoComplete: 'off',
    dir: 'ltr',
    ...extra,
  });
  // A wrong start time is named by its position ("startTimes.1"); the one line shows the first message.
  const startTimesError =
    errors.startTimes ??
    Object.entries(errors).find(([field]) => field.startsWith('startTimes.'))?.[1] ??
    null;

  return (
    <>
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t('sections.tour')}</legend>
        <TextField
          {...numberField('durationMinutes', t('fields.durationHint'), {
            type: 'number',
            inputMode: 'numeric',
            min: 15,
            max: 1440,
            step: 1,
          })}
        />
        <TextField
          {...numberField('maxPeople', t('fields.maxPeopleHint'), {
            type: 'number',
            inputMode: 'numeric',
            min: 1,
            max: 200,
            step: 1,
          })}
        />
        <TextField {...numberField('price', t('fields.priceHint'), { inputMode: 'decimal' })} />
      </fieldset>
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t('sections.schedule')}</legend>
        <fieldset className="sm:col-span-2">
          <legend className="font-medium text-stone-900">{t('fields.weekdays')}</legend>
          {errors.weekdays && (
            <p role="alert" className="mt-1 text-sm text-red-800">
              {errors.weekdays}
            </p>
          )}
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
            {WEEKDAYS.map((day) => (
              <li key={day}>
                <CheckboxField
                  id={`${id}-weekday-${day}`}
                  checked={state.weekdays.includes(day)}
                  onCheckedChange={(checked) =>
                    onChange({
                      weekdays: checked
                        ? [...state.weekdays, day].sort((a, b) => a - b)
                        : state.weekdays.filter((other) => other !== day),
                    })
                  }
                  label={t(`fields.weekday.${day}`)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="sm:col-span-2">
          <TextField
            id={`${id}-startTimes`}
            name="startTimes"
            label={t('fields.startTimes')}
            hint={t('fields.startTimesHint')}
            value={state.startTimes}
            onChange={(event) => onChange({ startTimes: event.currentTarget.value })}
            message={startTimesError}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
          />
        </div>
      </fieldset>
    </>
  );
}
