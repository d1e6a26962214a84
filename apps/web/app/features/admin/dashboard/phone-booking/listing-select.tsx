import { SelectField } from '../../../../components/form/select-field';

/** The apartment or tour to book, each shown as "#number title", after an empty first choice that asks for one. */
export function ListingSelect({
  id,
  label,
  placeholder,
  listings,
  value,
  message,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  listings: readonly { id: string; number: number; title: string }[];
  value: string;
  message: string | null;
  onChange: (id: string) => void;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      message={message}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{placeholder}</option>
      {listings.map((listing) => (
        <option key={listing.id} value={listing.id}>
          #{listing.number} {listing.title}
        </option>
      ))}
    </SelectField>
  );
}
