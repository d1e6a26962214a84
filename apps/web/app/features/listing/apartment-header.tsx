import { useTranslation } from '../../i18n/i18n-context';
import type { ListingApartment } from './apartment-page.server';

export function placeName({
  neighborhood,
  district,
  city,
}: Pick<ListingApartment, 'neighborhood' | 'district' | 'city'>) {
  return [neighborhood, district, city].filter(Boolean).join(', ');
}

export function ApartmentHeader({ apartment }: { apartment: ListingApartment }) {
  const { t } = useTranslation('listing');
  const facts = [
    t('facts.rooms', { count: apartment.rooms }),
    t('facts.bathrooms', { count: apartment.bathrooms }),
    t('facts.size', { size: apartment.size }),
    t('facts.guests', { count: apartment.maxCapacity }),
  ];
  return (
    <header>
      <p className="font-medium text-brand-800">{placeName(apartment)}</p>
      <h1 className="mt-1 text-2xl font-bold text-stone-900 md:text-4xl">{apartment.title}</h1>
      <ul aria-label={t('facts.label')} className="mt-3 flex flex-wrap gap-x-2 gap-y-1 text-stone-700">
        {facts.map((fact, index) => (
          <li key={fact} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">·</span>}
            {fact}
          </li>
        ))}
      </ul>
    </header>
  );
}
