import { PageSection } from '../../components/page-section';
import { useTranslation } from '../../i18n/i18n-context';
import { useOwnersItemText } from './use-owners-item-text';

const REQUIREMENTS = ['permit', 'consent', 'insurance'] as const;

/** What an owner needs before the first guest: the Law 7464 permit, the building's consent and insurance. */
export function OwnerRequirements() {
  const { t } = useTranslation('owners');
  const itemText = useOwnersItemText('requirements');
  return (
    <PageSection
      id="owners-requirements"
      title={t('requirements.title')}
      intro={t('requirements.intro')}
      background="bg-stone-100"
    >
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {REQUIREMENTS.map((item) => (
          <li key={item} className="rounded-2xl border-s-4 border-brand-700 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-stone-900">{itemText(item, 'title')}</h3>
            <p className="mt-2 leading-relaxed text-stone-700">{itemText(item, 'text')}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm leading-relaxed text-stone-700">{t('requirements.note')}</p>
    </PageSection>
  );
}
