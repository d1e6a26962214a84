import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import type { TranslationKey } from '../../../i18n/namespaces';
import { adminPath } from '../shell/admin-path';

type Section = { to: string; label: TranslationKey<'admin-content'>; hint: TranslationKey<'admin-content'> };

const SECTIONS: readonly Section[] = [
  { to: '/content/legal', label: 'hub.legal', hint: 'hub.legalHint' },
  { to: '/content/pictures', label: 'hub.pictures', hint: 'hub.picturesHint' },
  { to: '/enquiries', label: 'hub.enquiries', hint: 'hub.enquiriesHint' },
];

/** /admin/content (admin): where the site's own texts and pictures are kept, one link per kind. */
export function ContentHubPage() {
  const { t } = useTranslation('admin-content');
  const { urlLanguage } = useLanguage();
  return (
    <>
      <h1 className="text-2xl font-bold text-stone-900">{t('hub.title')}</h1>
      <p className="mt-1 text-stone-700">{t('hub.intro')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {SECTIONS.map((section) => (
          <li key={section.to} className="rounded-xl border border-stone-200 bg-white p-4">
            <Link to={adminPath(urlLanguage, section.to)} className="font-semibold text-brand-800 underline">
              {t(section.label)}
            </Link>
            <p className="mt-1 text-stone-700">{t(section.hint)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
