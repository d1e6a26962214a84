import type { ApartmentCardData, CardStayPrice } from '@konak/domain/catalogue/result-cards';
import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import { useEffect, useState } from 'react';
import { calculatePrice } from '../../lib/api/calculate-price';

export type StayPriceState =
  | { status: 'no-dates' }
  | { status: 'loading' }
  | { status: 'priced'; price: CardStayPrice }
  /** The call failed: spec §7 says to ignore it silently, so the view just shows no stay price. */
  | { status: 'unavailable' };

function knownPrice(apartment: ApartmentCardData, search: StaySearch): StayPriceState {
  if (!search.checkIn || !search.checkOut) return { status: 'no-dates' };
  const { stay } = apartment;
  if (stay && stay.checkIn === search.checkIn && stay.checkOut === search.checkOut) {
    return { status: 'priced', price: stay };
  }
  return { status: 'loading' };
}

/**
 * The price of the searched stay: the one the search results already carry for these dates, otherwise
 * POST /api/pricing-calendar/calculate-price once when the view opens.
 */
export function useStayPrice(apartment: ApartmentCardData, search: StaySearch): StayPriceState {
  const [state, setState] = useState(() => knownPrice(apartment, search));
  const needsCall = state.status === 'loading';
  const { id } = apartment;
  const { checkIn, checkOut, adults, children, childrenAgeGroups } = search;

  useEffect(() => {
    if (!needsCall || !checkIn || !checkOut) return;
    const abort = new AbortController();
    calculatePrice(
      { apartmentId: id, checkIn, checkOut, adults, children, childrenAgeGroups },
      { signal: abort.signal },
    )
      .then((price) => setState({ status: 'priced', price }))
      .catch(() => {
        if (!abort.signal.aborted) setState({ status: 'unavailable' });
      });
    return () => abort.abort();
  }, [needsCall, id, checkIn, checkOut, adults, children, childrenAgeGroups]);

  return state;
}
