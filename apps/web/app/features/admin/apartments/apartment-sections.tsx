import type { AmenityChoices } from '@konak/domain/api/admin/apartment-amenity-choices';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';
import type { FormState, TextFieldName } from './form-values';

const SECTION = 'grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2';
const LEGEND = 'px-1 font-semibold text-stone-900';

type Props = {
  state: FormState;
  onChange: (change: Partial<FormState>) => void;
  errors: Record<string, string>;
  amenities: AmenityChoices['items'];
};

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={SECTION}>
      <legend className={LEGEND}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Every value but the texts, in sections: rooms and guests, stay times, location, price and permit, amenities. */
export function ApartmentSections({ state, onChange, errors, amenities }: Props) {
  const { t } = useTranslation('admin-apartments');
  const id = useId();
  const field = (
    name: TextFieldName,
    extra: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { hint?: string } = {},
  ) => ({
    id: `${id}-${name}`,
    name,
    label: t(`fields.${name}`),
    value: state[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => onChange({ [name]: event.currentTarget.value }),
    message: errors[name] ?? null,
    autoComplete: 'off',
    ...extra,
  });
  const count = { type: 'number', inputMode: 'numeric', step: 1 } as const;
  const decimal = { inputMode: 'decimal', dir: 'ltr' } as const;

  return (
    <>
      <Section legend={t('sections.rooms')}>
        <TextField {...field('rooms', { ...count, min: 0, max: 20, hint: t('fields.roomsHint') })} />
        <TextField {...field('bathrooms', { ...count, min: 0, max: 20 })} />
        <TextField {...field('sizeM2', { ...count, min: 5, max: 2000 })} />
        <TextField {...field('maxCapacity', { ...count, min: 1, max: 30 })} />
        <TextField {...field('maxAdults', { ...count, min: 1, max: 30, hint: t('fields.guestsHint') })} />
        <TextField {...field('maxChildren', { ...count, min: 0, max: 30, hint: t('fields.guestsHint') })} />
      </Section>
      <Section legend={t('sections.stay')}>
        <TextField {...field('checkInTime', { type: 'time', step: 60 })} />
        <TextField {...field('checkOutTime', { type: 'time', step: 60 })} />
      </Section>
      <Section legend={t('sections.location')}>
        <TextField {...field('district', { maxLength: 80 })} />
        <TextField {...field('neighborhood', { maxLength: 80 })} />
        <div className="sm:col-span-2">
          <TextField {...field('address', { maxLength: 200, hint: t('fields.addressHint') })} />
        </div>
        <TextField {...field('latitude', { ...decimal, hint: t('fields.coordinatesHint') })} />
        <TextField {...field('longitude', { ...decimal, hint: t('fields.coordinatesHint') })} />
      </Section>
      <Section legend={t('sections.price')}>
        <TextField {...field('basePrice', { ...decimal, hint: t('fields.basePriceHint') })} />
        <TextField
          {...field('guaranteeFeePercent', {
            ...count,
            min: 15,
            max: 25,
            hint: t('fields.guaranteeFeeHint'),
          })}
        />
        <div className="sm:col-span-2">
          <TextField
            {...field('permitNumber', {
              maxLength: 40,
              dir: 'ltr',
              spellCheck: false,
              hint: t('fields.permitNumberHint'),
            })}
          />
        </div>
        <div className="sm:col-span-2">
          <CheckboxField
            id={`${id}-isFeatured`}
            checked={state.isFeatured}
            onCheckedChange={(isFeatured) => onChange({ isFeatured })}
            label={t('fields.isFeatured')}
            message={errors.isFeatured ?? null}
          />
        </div>
      </Section>
      <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
        <legend className={LEGEND}>{t('sections.amenities')}</legend>
        {errors.amenityKeys && (
          <p role="alert" className="mb-2 text-sm text-red-800">
            {errors.amenityKeys}
          </p>
        )}
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {amenities.map((amenity) => (
            <li key={amenity.key}>
              <CheckboxField
                id={`${id}-amenity-${amenity.key}`}
                checked={state.amenityKeys.includes(amenity.key)}
                onCheckedChange={(checked) =>
                  onChange({
                    amenityKeys: checked
                      ? [...state.amenityKeys, amenity.key]
                      : state.amenityKeys.filter((key) => key !== amenity.key),
                  })
                }
                label={amenity.name}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}
