import { useTranslation } from '../../i18n/i18n-context';
import type { TranslationKey } from '../../i18n/namespaces';

const STEPS = ['call', 'listing', 'pricing', 'checkIn', 'cleaning', 'maintenance', 'statement'] as const;

/** How management works, in the order an owner lives it: a numbered list of seven steps. */
export function ManagementSteps() {
  const { t } = useTranslation('owners');
  return (
    <section aria-labelledby="owners-steps-title" className="bg-stone-100">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <h2 id="owners-steps-title" className="text-2xl font-bold text-stone-900 md:text-3xl">
          {t('steps.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-stone-700">{t('steps.intro')}</p>
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
                <h3 className="text-lg font-semibold text-stone-900">
                  {t(`steps.${step}.title` as TranslationKey<'owners'>)}
                </h3>
                <p className="mt-1 leading-relaxed text-stone-700">
                  {t(`steps.${step}.text` as TranslationKey<'owners'>)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
