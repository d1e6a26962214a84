import type { StaySearch } from '@konak/domain/catalogue/stay-search';
import type { QuickViewProps } from './quick-view-props';

/**
 * The search as the rentals page writes it into URLs (spec §3), so the details and reservation pages price
 * the same stay: "?checkIn=…&checkOut=…&adults=2&children=1&above7=1&between2And7=0&under2=0", dates only
 * when both are set, age groups only with children.
 */
export function staySearchQuery(search: StaySearch): string {
  const params = new URLSearchParams();
  if (search.checkIn && search.checkOut) {
    params.set('checkIn', search.checkIn);
    params.set('checkOut', search.checkOut);
  }
  params.set('adults', String(search.adults));
  params.set('children', String(search.children));
  if (search.children > 0) {
    params.set('above7', String(search.childrenAgeGroups.above7));
    params.set('between2And7', String(search.childrenAgeGroups.between2And7));
    params.set('under2', String(search.childrenAgeGroups.under2));
  }
  return `?${params}`;
}

/** App paths (without the language prefix) of the item's page and its reservation page. */
export function quickViewPaths(item: QuickViewProps['item'], search: StaySearch) {
  const query = staySearchQuery(search);
  if (item.type === 'apartment') {
    return {
      details: `/apartment/${encodeURIComponent(item.apartment.slug)}${query}`,
      // The shared link is the page itself, without the sharer's dates and party.
      share: `/apartment/${encodeURIComponent(item.apartment.slug)}`,
      reservation: `/reservation/apartment/${item.apartment.id}${query}`,
    };
  }
  return {
    details: `/tour/${item.tour.id}${query}`,
    share: `/tour/${item.tour.id}`,
    reservation: `/reservation/tour/${item.tour.id}${query}`,
  };
}
