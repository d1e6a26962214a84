import { AMENITY_CATEGORIES } from '@konak/domain/catalogue/apartment-rules';
import { AmenityIcon } from '../../components/amenity-icon';
import { useTranslation } from '../../i18n/i18n-context';
import type { ListingApartment } from './apartment-page.server';

type Amenity = ListingApartment['amenities'][number];

export function amenitiesByCategory(amenities: readonly Amenity[]) {
  return AMENITY_CATEGORIES.map((category) => ({
    category,
    amenities: amenities.filter((amenity) => amenity.category === category),
  })).filter((group) => group.amenities.length > 0);
}

export function AmenityGroups({ amenities }: { amenities: readonly Amenity[] }) {
  const { t } = useTranslation('listing');
  return (
    <section aria-labelledby="amenities-title">
      <h2 id="amenities-title" className="text-xl font-bold text-stone-900 md:text-2xl">
        {t('amenities.title')}
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {amenitiesByCategory(amenities).map(({ category, amenities: inCategory }) => (
          <div key={category}>
            <h3 className="font-semibold text-stone-900">{t(`amenities.categories.${category}`)}</h3>
            <ul className="mt-2 space-y-2">
              {inCategory.map((amenity) => (
                <li key={amenity.key} className="flex items-center gap-3 text-stone-700">
                  <AmenityIcon icon={amenity.icon} className="size-5 shrink-0 text-brand-800" />
                  {amenity.name}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
