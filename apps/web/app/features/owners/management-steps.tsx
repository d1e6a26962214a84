import { PageSection } from '../../components/page-section';
import { useTranslation } from '../../i18n/i18n-context';
import { useOwnersItemText } from './use-owners-item-text';

const STEPS = ['call', 'listing', 'pricing', 'checkIn', 'cleaning', 'maintenance', 'statement'] as const;

/** How management works, in the order an owner lives it: a numbered list of seven steps. */
export function ManagementSteps() {
  const { t } = useTranslation('owners');
  const itemText = useOwnersItemText('steps');
  return (
    <PageSection
      id="owners-steps"
      title={t('steps.title')}
      intro={t('steps.intro')}
      background="bg-stone-100"
    >
      <ol className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-stone-900">{itemText(step, 'title')}</h3>
              <p className="mt-1 leading-relaxed text-stone-700">{itemText(step, 'text')}</p>
            </div>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
