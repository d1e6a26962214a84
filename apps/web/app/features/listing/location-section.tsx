import { useTranslation } from '../../i18n/i18n-context';
import { placeName } from './apartment-header';
import type { ListingApartment } from './apartment-page.server';
import { IstanbulSketch } from './istanbul-sketch';

export function LocationSection({ apartment }: { apartment: Omit<ListingApartment, 'images'> }) {
  const { t } = useTranslation('listing');
  const place = placeName(apartment);
  return (
    <section aria-labelledby="location-title">
      <h2 id="location-title" className="text-xl font-bold text-stone-900 md:text-2xl">
        {t('location.title')}
      </h2>
      <p className="mt-3 text-lg font-medium text-stone-800">{place}</p>
      <p className="mt-1 text-stone-600">{t('location.addressNote')}</p>
      {apartment.coordinates && (
        <div className="mt-4">
          <IstanbulSketch lat={apartment.coordinates.lat} lng={apartment.coordinates.lng} place={place} />
        </div>
      )}
    </section>
  );
}
