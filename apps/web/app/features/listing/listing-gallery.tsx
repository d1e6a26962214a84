import type { ResponsiveImage } from '@konak/domain/catalogue/image-variants';
import { ImageGallery } from '../../components/image-gallery/image-gallery';
import { useTranslation } from '../../i18n/i18n-context';

/** The listing's pictures under the header, the first one being the page's LCP image. */
export function ListingGallery({ images, label }: { images: readonly ResponsiveImage[]; label: string }) {
  const { t } = useTranslation('listing');
  return (
    <section aria-labelledby="gallery-title" className="mt-6">
      <h2 id="gallery-title" className="sr-only">
        {t('gallery.title')}
      </h2>
      <ImageGallery
        images={images}
        label={label}
        sizes="(min-width: 1152px) 72rem, 100vw"
        frameClassName="aspect-[4/3] md:aspect-[16/9]"
        priority
      />
    </section>
  );
}

/** The listing's own words, its line breaks kept. */
export function DescriptionSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-stone-900 md:text-2xl">
        {title}
      </h2>
      <p className="mt-3 whitespace-pre-line leading-relaxed text-stone-700">{text}</p>
    </section>
  );
}
