import { Spinner } from '../../components/spinner';
import { useTranslation } from '../../i18n/i18n-context';
import { formatEuro } from '../../lib/format';
import type { StayPriceState } from './use-stay-price';

/**
 * The price block of an apartment: the total of the searched stay (nights, price per night, the original
 * total struck through when discounted), or "from €X / night" without dates. While the price loads that price
 * shows with a note that the stay's own is coming; when the call failed (ignored silently, spec §7), only it shows.
 */
export function StayPriceSummary({ state, basePrice }: { state: StayPriceState; basePrice: number }) {
  const { t, language } = useTranslation('quick-view');
  const euro = (amount: number) => formatEuro(amount, language);
  if (state.status !== 'priced') {
    const loading = state.status === 'loading';
    return (
      <div>
        <p className="text-lg font-semibold text-stone-900" aria-busy={loading}>
          {t('price.fromPerNight', { price: euro(basePrice) })}
        </p>
        {loading && (
          <p role="status" className="mt-1 flex items-center gap-2 text-sm text-stone-600">
            <Spinner className="size-3.5 border-2" />
            {t('price.calculating')}
          </p>
        )}
      </div>
    );
  }
  const { price } = state;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-bold text-stone-900">{euro(price.totalPrice)}</span>
        {price.hasDiscount && price.totalOriginalPrice > price.totalPrice && (
          <>
            <s className="text-stone-600">
              <span className="sr-only">{t('price.original')}: </span>
              {euro(price.totalOriginalPrice)}
            </s>
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-900">
              {t('price.discounted')}
            </span>
          </>
        )}
      </p>
      <p className="text-stone-700">
        {t('price.nights', { count: price.nights })} ·{' '}
        {t('price.perNight', { price: euro(price.pricePerNight) })}
      </p>
      <p className="mt-1 text-sm text-stone-600">{t('price.includes')}</p>
    </div>
  );
}
