import type { Amenity } from '@konak/domain/api/apartments/apartment';
import { AmenityIcon } from '../../components/amenity-icon';
import { useIsMobileViewport } from '../../components/use-mobile-viewport';
import { useTranslation } from '../../i18n/i18n-context';

/** Spec §2: the quick view lists the first 4 amenities on phones and 5 from 768 px, then "+N more". */
export const SHOWN_AMENITIES = { mobile: 4, desktop: 5 } as const;

export function AmenitySummary({ amenities }: { amenities: readonly Amenity[] }) {
  const { t } = useTranslation('quick-view');
  const shownCount = useIsMobileViewport() ? SHOWN_AMENITIES.mobile : SHOWN_AMENITIES.desktop;
  if (amenities.length === 0) return null;
  const shown = amenities.slice(0, shownCount);
  const hidden = amenities.length - shown.length;
  return (
    <section aria-labelledby="quick-view-amenities">
      <h3 id="quick-view-amenities" className="font-semibold text-stone-900">
        {t('amenities.title')}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {shown.map((amenity) => (
          <li
            key={amenity.key}
            className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800"
          >
            <AmenityIcon icon={amenity.icon} className="size-4 shrink-0" />
            {amenity.name}
          </li>
        ))}
        {hidden > 0 && (
          <li className="inline-flex items-center rounded-full px-3 py-1 text-sm font-medium text-stone-700">
            {t('amenities.more', { count: hidden })}
          </li>
        )}
      </ul>
    </section>
  );
}
