import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import { useLanguage } from '../i18n/i18n-context';
import { formatStayDate } from '../lib/format';
import { Money, OldPrice } from './form/money';

/** Each night of a stay with its price, and the price before a discount where there was one. */
export function NightPrices({
  nights,
  originalPriceLabel,
  testId,
}: {
  nights: StayPriceResult['breakdown'];
  originalPriceLabel: string;
  testId?: string;
}) {
  const { language } = useLanguage();
  return (
    <ul className="space-y-1 text-sm" data-testid={testId}>
      {nights.map((night) => (
        <li key={night.date} className="flex justify-between gap-4">
          <span>{formatStayDate(night.date, language)}</span>
          <span>
            {night.originalPrice !== null && (
              <OldPrice amount={night.originalPrice} label={originalPriceLabel} />
            )}
            <Money amount={night.price} />
          </span>
        </li>
      ))}
    </ul>
  );
}
