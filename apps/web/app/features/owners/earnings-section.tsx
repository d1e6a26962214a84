import { useTranslation } from '../../i18n/i18n-context';
import { formatEuro, formatPercent } from '../../lib/format';
import { EARNINGS_ASSUMPTIONS, earningsExample } from './earnings-example';

/** What owners earn: a worked month as a table, said to be an example, with what it leaves out. */
export function EarningsSection() {
  const { t, language } = useTranslation('owners');
  const example = earningsExample();
  const euro = (amount: number) => formatEuro(amount, language);
  const percent = (share: number) => formatPercent(share, language);
  const rows: { label: string; value: string; testId: string }[] = [
    { label: t('earnings.nightlyRate'), value: euro(EARNINGS_ASSUMPTIONS.nightlyRate), testId: 'rate' },
    {
      label: t('earnings.occupancy'),
      value: t('earnings.occupancyValue', {
        count: example.nights,
        percent: percent(EARNINGS_ASSUMPTIONS.occupancy),
      }),
      testId: 'occupancy',
    },
    { label: t('earnings.revenue'), value: euro(example.revenue), testId: 'revenue' },
    {
      label: t('earnings.commission', { percent: percent(EARNINGS_ASSUMPTIONS.commissionRate) }),
      value: `− ${euro(example.commission)}`,
      testId: 'commission',
    },
    {
      label: t('earnings.cleaning', {
        count: example.stays,
        fee: euro(EARNINGS_ASSUMPTIONS.cleaningFee),
      }),
      value: `− ${euro(example.cleaning)}`,
      testId: 'cleaning',
    },
  ];
  return (
    <section aria-labelledby="owners-earnings-title" className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <h2 id="owners-earnings-title" className="text-2xl font-bold text-stone-900 md:text-3xl">
        {t('earnings.title')}
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-stone-700">{t('earnings.intro')}</p>
      <div className="mt-6 overflow-hidden rounded-2xl bg-white shadow-sm">
        <table className="w-full border-collapse text-start">
          <caption className="px-4 pt-4 pb-2 text-start text-sm font-semibold text-stone-700">
            {t('earnings.caption')}
          </caption>
          <tbody>
            {rows.map(({ label, value, testId }) => (
              <tr key={testId} className="border-b border-stone-200" data-testid={`earnings-${testId}`}>
                <th scope="row" className="px-4 py-3 text-start font-normal text-stone-700">
                  {label}
                </th>
                <td className="px-4 py-3 text-end font-medium whitespace-nowrap text-stone-900">
                  <bdi>{value}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="bg-brand-50" data-testid="earnings-net">
              <th scope="row" className="px-4 py-3 text-start font-semibold text-stone-900">
                {t('earnings.net')}
              </th>
              <td className="px-4 py-3 text-end text-lg font-bold whitespace-nowrap text-brand-800">
                <bdi>{euro(example.net)}</bdi>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-stone-700">{t('earnings.note')}</p>
    </section>
  );
}
