import { SITE_IMAGE_CATEGORIES } from '@konak/domain/api/site-images/site-image';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { adminPath } from '../shell/admin-path';

/** /admin/content/pictures (admin): the hero picture categories, what each is for, and the way to their pictures. */
export function HeroPicturesPage() {
  const { t } = useTranslation('admin-content');
  const { urlLanguage } = useLanguage();
  return (
    <>
      <Link to={adminPath(urlLanguage, '/content')} className="text-brand-800 underline">
        {t('pictures.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-stone-900">{t('pictures.title')}</h1>
      <p className="mt-1 max-w-prose text-stone-700">{t('pictures.intro')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {SITE_IMAGE_CATEGORIES.map((category) => (
          <li key={category} className="rounded-xl border border-stone-200 bg-white p-4">
            <Link
              to={adminPath(urlLanguage, `/content/pictures/${category}`)}
              className="font-semibold text-brand-800 underline"
              aria-label={t('pictures.manage', { category: t(`pictures.categories.${category}`) })}
            >
              {t(`pictures.categories.${category}`)}
            </Link>
            <p className="mt-1 text-stone-700">{t(`pictures.usedOn.${category}`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
