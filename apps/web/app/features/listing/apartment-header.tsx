import { FavoriteHeart } from '../../components/favorite-heart/favorite-heart';
import { useTranslation } from '../../i18n/i18n-context';
import type { ListingApartment } from './apartment-page.server';

export function placeName({
  neighborhood,
  district,
  city,
}: Pick<ListingApartment, 'neighborhood' | 'district' | 'city'>) {
  return [neighborhood, district, city].filter(Boolean).join(', ');
}

export function ApartmentHeader({ apartment }: { apartment: Omit<ListingApartment, 'images'> }) {
  const { t } = useTranslation('listing');
  const facts = [
    apartment.rooms > 0 ? t('facts.rooms', { count: apartment.rooms }) : t('facts.studio'),
    t('facts.bathrooms', { count: apartment.bathrooms }),
    t('facts.size', { size: apartment.size }),
    t('facts.guests', { count: apartment.maxCapacity }),
  ];
  return (
    <header>
      <p className="font-medium text-brand-800">{placeName(apartment)}</p>
      <div className="mt-1 flex items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900 md:text-4xl">{apartment.title}</h1>
        {/* The heart appears once the page's code runs; its place is kept so the title never moves. */}
        <div className="size-11 shrink-0">
          <FavoriteHeart item={{ type: 'apartments', id: apartment.id }} check />
        </div>
      </div>
      <ul aria-label={t('facts.label')} className="mt-3 flex flex-wrap gap-x-2 gap-y-1 text-stone-700">
        {facts.map((fact, index) => (
          <li key={fact} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">·</span>}
            {fact}
          </li>
        ))}
      </ul>
      {apartment.permitNumber && (
        <p className="mt-2 text-sm text-stone-600">
          {t('facts.permit')} <bdi dir="ltr">{apartment.permitNumber}</bdi>
        </p>
      )}
    </header>
  );
}
