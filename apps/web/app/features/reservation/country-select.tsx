import { useEffect, useState } from 'react';
import { SelectField } from '../../components/form/select-field';
import type { CountryOption } from '../../components/phone-input/country-options';
import { useLanguage } from '../../i18n/i18n-context';

// The region list and its names come with the phone input's country module (libphonenumber's regions, named by
// the browser's Intl.DisplayNames), loaded after the page has hydrated: it must not weigh on the first load,
// and names computed on the server could differ from the browser's and break hydration.
const loadCountryOptions = () => import('../../components/phone-input/country-options');

/** The guest's country of residence (spec §3: default TR), every region named in the page language. */
export function CountrySelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (country: string) => void;
}) {
  const { language } = useLanguage();
  const [options, setOptions] = useState<CountryOption[] | null>(null);

  useEffect(() => {
    let current = true;
    void loadCountryOptions().then(({ countryOptions }) => {
      if (current) setOptions(countryOptions(language));
    });
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="country"
      data-testid="reservation-country"
    >
      {options ? (
        options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))
      ) : (
        <option value={value}>{value}</option>
      )}
    </SelectField>
  );
}
