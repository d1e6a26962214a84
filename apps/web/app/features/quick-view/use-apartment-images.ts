import type { ApartmentImage, ApartmentSummary } from '@konak/domain/catalogue/apartment';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/i18n-context';
import { apiRequest } from '../../lib/api-client';

/**
 * Every picture of the apartment for the gallery. Search results carry only the cover (and `imageCount`), so
 * the view shows the cover at once and asks GET /api/apartments/{id} for the rest when it opens. Should that
 * fail, the cover stays alone: the apartment page has the full gallery.
 */
export function useApartmentImages(apartment: ApartmentSummary): ApartmentImage[] {
  const [images, setImages] = useState(apartment.images);
  const { language } = useLanguage();
  const missing = apartment.imageCount > apartment.images.length;
  const { id } = apartment;

  useEffect(() => {
    if (!missing) return;
    const abort = new AbortController();
    apiRequest<{ images?: unknown }>(`/apartments/${id}`, { language, signal: abort.signal })
      .then((detail) => {
        if (Array.isArray(detail.images) && detail.images.length > 0)
          setImages(detail.images as ApartmentImage[]);
      })
      .catch(() => {
        // Ignored on purpose (see above).
      });
    return () => abort.abort();
  }, [missing, id, language]);

  return images;
}
