import { useLanguage } from '../../i18n/i18n-context';
import { formatEuro } from '../../lib/format';

/** An amount in euros as the page language writes it ("€95", "95 €"), cents only when there are any. */
export function Money({ amount }: { amount: number }) {
  const { language } = useLanguage();
  return <>{formatEuro(amount, language)}</>;
}

/** A price before its discount, struck through; screen readers hear it named ("Original price: €120"). */
export function OldPrice({ amount, label }: { amount: number; label: string }) {
  return (
    <del className="me-2 text-stone-500">
      <span className="sr-only">{label}: </span>
      <Money amount={amount} />
    </del>
  );
}
