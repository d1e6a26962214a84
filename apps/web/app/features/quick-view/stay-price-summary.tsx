import { useTranslation } from '../../i18n/i18n-context';
import { formatEuro } from '../listing/format';
import type { StayPriceState } from './use-stay-price';

/**
 * The price block of an apartment: the total of the searched stay (nights, price per night, the original
 * total struck through when discounted), or "from €X / night" without dates. While the price loads, and when
 * the call failed (ignored silently, spec §7), only the "from" price shows.
 */
export function StayPriceSummary({ state, basePrice }: { state: StayPriceState; basePrice: number }) {
  const { t, language } = useTranslation('quick-view');
  const euro = (amount: number) => formatEuro(amount, language);
  if (state.status !== 'priced') {
    return (
      <p className="text-lg font-semibold text-stone-900" aria-busy={state.status === 'loading'}>
        {t('price.fromPerNight', { price: euro(basePrice) })}
      </p>
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
