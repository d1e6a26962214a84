import type { PhoneReservationQuote } from '@konak/domain/api/admin/phone-reservation';
import { useLanguage, useTranslation } from '../../../../i18n/i18n-context';
import { formatEuro } from '../../../../lib/format';

/**
 * The site's price of the booking as filled in, with the guarantee fee apart when there is one; `changed` when a
 * price was shown for values that have since changed.
 */
export function PhonePrice({ priced, changed }: { priced: PhoneReservationQuote | null; changed: boolean }) {
  const { t } = useTranslation('admin-dashboard');
  const { language } = useLanguage();
  return (
    <div data-testid="phone-price">
      {priced ? (
        <>
          <p className="text-lg font-semibold text-stone-900">
            {t('phone.price', { total: formatEuro(priced.totalAmount, language) })}
          </p>
          {priced.guaranteeFeeAmount > 0 ? (
            <p className="text-sm text-stone-700">
              {t('phone.priceBreakdown', {
                stay: formatEuro(priced.stayAmount, language),
                fee: formatEuro(priced.guaranteeFeeAmount, language),
              })}
            </p>
          ) : null}
        </>
      ) : changed ? (
        <p className="text-sm text-stone-700">{t('phone.priceChanged')}</p>
      ) : null}
    </div>
  );
}
