import { useLanguage } from '../../i18n/i18n-context';
import { formatEuro } from '../../lib/format';

/** An amount in euros as the page language writes it ("€95", "95 €"), cents only when there are any. */
export function Money({ amount }: { amount: number }) {
  const { language } = useLanguage();
  return <>{formatEuro(amount, language)}</>;
}
