import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import type { ChildrenAgeGroups } from '@konak/domain/guests';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/i18n-context';
import { calculatePrice } from '../../lib/api/calculate-price';
import { ApiError } from '../../lib/api-client';

export type StayPriceState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'priced'; price: StayPriceResult }
  /** `message`: the server's translated reason (a rule, the connection), or null when the answer made no sense. */
  | { status: 'failed'; message: string | null };

export type PricedStay = {
  apartmentId: string;
  checkIn: string;
  checkOut: string;
  /** The party, when it is complete enough to be judged by the server too. */
  party: { adults: number; children: number; childrenAgeGroups: ChildrenAgeGroups } | null;
};

/**
 * The server's price of the chosen nights (POST /api/pricing-calendar/calculate-price, spec §7): never a price
 * the browser made up. Asked again whenever the stay or the party changes; an answer for an older choice is
 * dropped. `stay` null (no dates, or dates the form already refuses) asks nothing.
 */
export function useStayPrice(stay: PricedStay | null): StayPriceState {
  const [state, setState] = useState<StayPriceState>({ status: 'idle' });
  const key = stay ? JSON.stringify(stay) : null;
  const { language } = useLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the stay's values.
  useEffect(() => {
    if (!stay) {
      setState({ status: 'idle' });
      return;
    }
    const abort = new AbortController();
    setState({ status: 'loading' });
    const { apartmentId, checkIn, checkOut, party } = stay;
    calculatePrice({ apartmentId, checkIn, checkOut, ...(party ?? {}) }, { signal: abort.signal, language })
      .then((price) => setState({ status: 'priced', price }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ status: 'failed', message: error instanceof ApiError ? error.message : null });
      });
    return () => abort.abort();
  }, [key, language]);

  return state;
}
