import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import { OldPrice } from '../../components/form/money';
import { NightPrices } from '../../components/night-prices';
import { useTranslation } from '../../i18n/i18n-context';
import { formatEuro } from '../../lib/format';
import type { BookingTotal } from './booking-total';
import type { StayPriceState } from './use-stay-price';

/** Breakdowns longer than a week start folded, so the total stays in view. */
const OPEN_BREAKDOWN_NIGHTS = 7;

function Row({ term, value, testId }: { term: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{term}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function Nights({ price }: { price: StayPriceResult }) {
  const { t, language } = useTranslation('reservation');
  const euro = (amount: number) => formatEuro(amount, language);
  return (
    <details open={price.nights <= OPEN_BREAKDOWN_NIGHTS}>
      <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
        {t('price.nights', { count: price.nights })} ·{' '}
        {t('price.perNight', { price: euro(price.pricePerNight) })}
      </summary>
      <NightPrices
        nights={price.breakdown}
        originalPriceLabel={t('price.originalPrice')}
        testId="price-nights"
      />
    </details>
  );
}

/** The stay (or the tour), the discount, the guarantee fee of a refundable booking and the total. */
function Totals({ total, kind = 'apartment' }: { total: BookingTotal; kind?: 'apartment' | 'tour' }) {
  const { t, language } = useTranslation('reservation');
  const euro = (amount: number) => formatEuro(amount, language);
  const discount = Math.round((total.original - total.total) * 100) / 100;
  return (
    <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-stone-800">
      <Row
        term={t(kind === 'tour' ? 'tour.price' : 'price.stay')}
        value={euro(total.stay)}
        testId="price-stay"
      />
      {total.hasDiscount && discount > 0 && (
        <div className="flex justify-between gap-4 text-green-800">
          <dt>{t('price.discount')}</dt>
          <dd>
            <OldPrice amount={total.original} label={t('price.originalPrice')} />−{euro(discount)}
          </dd>
        </div>
      )}
      {total.guaranteeFee > 0 && (
        <div className="flex justify-between gap-4">
          <dt>
            {t('price.guaranteeFee', { percent: total.guaranteeFeePercent })}
            <span className="block text-sm text-stone-600">{t('price.guaranteeFeeNote')}</span>
          </dt>
          <dd data-testid="price-guarantee-fee">{euro(total.guaranteeFee)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 text-lg font-bold text-stone-900">
        <dt>{t('price.total')}</dt>
        <dd data-testid="price-total">{euro(total.total)}</dd>
      </div>
    </dl>
  );
}

// A tour has no tourist tax or cleaning: its price includes VAT only.
function Included({ kind = 'apartment' }: { kind?: 'apartment' | 'tour' }) {
  const { t } = useTranslation('reservation');
  return (
    <>
      <p className="mt-3 text-sm font-medium text-stone-800">
        {t(kind === 'tour' ? 'tour.priceIncluded' : 'price.included')}
      </p>
      <p className="text-sm text-stone-600">{t('price.extras')}</p>
    </>
  );
}

/** An apartment's price: the server's nights (discounts struck through) and the booking's total. */
export function ApartmentPriceSummary({
  state,
  total,
  basePrice,
}: {
  state: StayPriceState;
  /** The booking's total for the priced stay (fee included when refundable). */
  total: BookingTotal | null;
  basePrice: number;
}) {
  const { t, language } = useTranslation('reservation');
  return (
    <div aria-busy={state.status === 'loading'} data-testid="price-summary">
      {state.status === 'idle' && (
        <p className="text-stone-700">
          {t('price.from', { price: formatEuro(basePrice, language) })} {t('price.chooseDates')}
        </p>
      )}
      {state.status === 'loading' && <p className="text-stone-700">{t('price.loading')}</p>}
      {state.status === 'failed' && (
        <p role="alert" className="text-red-800">
          {t('price.failed')} {state.message}
        </p>
      )}
      {state.status === 'priced' && total && (
        <>
          <Nights price={state.price} />
          <Totals total={total} />
        </>
      )}
      <Included />
    </div>
  );
}

/** A tour's price: per person for everyone but infants, and the booking's total. */
export function TourPriceSummary({
  pricePerPerson,
  payingPeople,
  hasInfants,
  total,
}: {
  pricePerPerson: number;
  payingPeople: number;
  hasInfants: boolean;
  total: BookingTotal;
}) {
  const { t, language } = useTranslation('reservation');
  return (
    <div data-testid="price-summary">
      <p className="text-stone-700">
        {t('price.perPerson', { price: formatEuro(pricePerPerson, language) })} ·{' '}
        {t('price.payingPeople', { people: payingPeople })}
      </p>
      {hasInfants && <p className="text-sm text-stone-600">{t('price.infantsFree')}</p>}
      <Totals total={total} kind="tour" />
      <Included kind="tour" />
    </div>
  );
}
