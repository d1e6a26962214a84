import { PageSection } from '../../components/page-section';
import { useTranslation } from '../../i18n/i18n-context';
import { useOwnersItemText } from './use-owners-item-text';

const QUESTIONS = ['permit', 'commission', 'ownUse', 'damage', 'payment', 'contract'] as const;

/** Owners' questions as native <details>: they open and close before the page's code has loaded. */
export function OwnersFaq() {
  const { t } = useTranslation('owners');
  const itemText = useOwnersItemText('faq');
  return (
    <PageSection id="owners-faq" title={t('faq.title')} width="narrow">
      <div className="mt-6 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {QUESTIONS.map((question) => (
          <details key={question} className="group px-5 py-4" data-testid={`owners-faq-${question}`}>
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
              {itemText(question, 'question')}
              <span aria-hidden="true" className="text-xl text-brand-700 transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-2 leading-relaxed text-stone-700">{itemText(question, 'answer')}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
